import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serveWithOutbox } from '../testing/serve-for-test.ts';
import { oneTimeTokens } from '../db/schema/auth.ts';
import { accountCall, signIn } from '../testing/account-test-helpers.ts';

const served = serveWithOutbox();

/** Where the mailed link sends the browser, and what it carries in the fragment. */
async function follow(link: string) {
  const res = await fetch(link, { redirect: 'manual' });
  const landing = new URL(res.headers.get('location')!);
  return { path: landing.pathname, fragment: Object.fromEntries(new URLSearchParams(landing.hash.slice(1))) };
}

async function accountWithResetMail(lang: 'en' | 'es') {
  const email = `reset-${randomUUID()}@example.com`;
  const client = served.app.client();
  await client.auth.signUp({ email, password: 'the old password' });
  await served.app.client().auth.resetPasswordForEmail(email, { redirectTo: `${served.app.url}/${lang}/reset-password` });
  return { email, client, mail: await served.outbox.next(email) };
}

describe('password reset as the settings pages use it', () => {
  it('lands on the reset page in the mail language, sets the new password and signs out the old sessions', async () => {
    const { email, client, mail } = await accountWithResetMail('es');
    expect(mail.subject).toBe('Restablece tu contraseña de Selecta');
    const { path, fragment } = await follow(mail.link);
    expect(path).toBe('/es/reset-password');
    expect(fragment.type).toBe('recovery');
    // The reset page accepts only a session a recovery link started.
    const claims = JSON.parse(Buffer.from(fragment.access_token!.split('.')[1]!, 'base64url').toString());
    expect(claims.amr[0].method).toBe('recovery');

    const res = await fetch(`${served.app.url}/auth/v1/user`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${fragment.access_token}`, 'content-type': 'application/json', apikey: 'x' },
      body: JSON.stringify({ password: 'the new password' }),
    });
    expect(res.status).toBe(200);
    expect((await signIn(served.app, email, 'the new password')).status).toBe(200);
    expect((await signIn(served.app, email, 'the old password')).status).toBe(400);
    // The device signed in before the reset is signed out of the account API.
    const { data } = await client.auth.getSession();
    expect((await accountCall(served.app, data.session!.access_token, 'GET', '/consent')).status).toBe(401);
  });

  it('answers a forged, reused or expired link with an error fragment on the reset page', async () => {
    const { mail } = await accountWithResetMail('en');
    const forged = new URL(mail.link);
    forged.searchParams.set('token', 'abcdefghijklmnopqrstuvwxyz');
    expect(await follow(forged.toString())).toMatchObject({ path: '/en/reset-password', fragment: { error_code: 'otp_expired' } });

    expect((await follow(mail.link)).fragment.access_token).toBeTruthy();
    expect((await follow(mail.link)).fragment).toMatchObject({ error_code: 'otp_expired' });

    const second = await accountWithResetMail('en');
    await served.app.database.db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oneTimeTokens.type, 'recovery'));
    expect((await follow(second.mail.link)).fragment).toMatchObject({ error_code: 'otp_expired' });
  });
});
