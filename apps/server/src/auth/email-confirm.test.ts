import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { serveWithOutbox } from '../testing/serve-for-test.ts';

const served = serveWithOutbox({ AUTH_EMAIL_CONFIRM: 'true' });

const password = 'a long enough password';

describe('sign-up with AUTH_EMAIL_CONFIRM=true', () => {
  it('mails a confirmation link instead of a session; the link confirms and signs in', async () => {
    const email = `conf-${randomUUID()}@example.com`;
    const signUp = await served.app.client().auth.signUp({ email, password, options: { data: { locale: 'es' } } });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user?.identities).toHaveLength(1);
    const early = await served.app.client().auth.signInWithPassword({ email, password });
    expect(early.error).toMatchObject({ status: 400, code: 'email_not_confirmed' });
    const mail = await served.outbox.next(email);
    expect(mail.subject).toBe('Confirma tu cuenta de Selecta');
    const res = await fetch(mail.link, { redirect: 'manual' });
    const fragment = new URLSearchParams(new URL(res.headers.get('location')!).hash.slice(1));
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('access_token')).toBeTruthy();
    const signIn = await served.app.client().auth.signInWithPassword({ email, password });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.email_confirmed_at).toBeTruthy();
  });

  it('answers a confirmed email with a look-alike user without identities (no enumeration)', async () => {
    const email = `dup-${randomUUID()}@example.com`;
    await served.app.client().auth.signUp({ email, password });
    const link = (await served.outbox.next(email)).link;
    await fetch(link, { redirect: 'manual' });
    const again = await served.app.client().auth.signUp({ email, password });
    expect(again.error).toBeNull();
    expect(again.data.user?.identities).toEqual([]);
  });

  it('limits confirmation mails for an unconfirmed email to one a minute', async () => {
    const email = `rate-${randomUUID()}@example.com`;
    await served.app.client().auth.signUp({ email, password });
    const again = await served.app.client().auth.signUp({ email, password });
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
  });
});
