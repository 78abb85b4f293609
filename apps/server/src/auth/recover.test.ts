import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { serveWithOutbox } from '../testing/serve-for-test.ts';

const served = serveWithOutbox();

const password = 'the original password';
async function account() {
  const email = `rec-${randomUUID()}@example.com`;
  await served.app.client().auth.signUp({ email, password });
  return email;
}
const linkToken = (link: string) => new URL(link).searchParams.get('token')!;

describe('password recovery by email', () => {
  it('mails a link that lands on /en/reset-password with the session in the fragment', async () => {
    const email = await account();
    const { error } = await served.app.client().auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    const mail = await served.outbox.next(email);
    expect(mail.subject).toBe('Reset your Selecta password');
    expect(mail.text).toContain(mail.link);
    expect(mail.html).toContain('Choose a new password');
    const res = await fetch(mail.link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const landing = new URL(res.headers.get('location')!);
    expect(landing.origin + landing.pathname).toBe(`${served.app.env.PUBLIC_URL}/en/reset-password`);
    const fragment = new URLSearchParams(landing.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('access_token')).toBeTruthy();
    expect(fragment.get('refresh_token')).toBeTruthy();
    const again = await fetch(mail.link, { redirect: 'manual' });
    expect(new URLSearchParams(new URL(again.headers.get('location')!).hash.slice(1)).get('error_code')).toBe('otp_expired');
  });

  it('writes the mail in Spanish for a Spanish page and lets verifyOtp emit PASSWORD_RECOVERY', async () => {
    const email = await account();
    const client = served.app.client();
    await client.auth.resetPasswordForEmail(email, { redirectTo: `${served.app.env.PUBLIC_URL}/es/reset-password` });
    const mail = await served.outbox.next(email);
    expect(mail.subject).toBe('Restablece tu contraseña de Selecta');
    expect(mail.text).toContain('Elegir una contraseña nueva');
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));
    const verified = await client.auth.verifyOtp({ token_hash: linkToken(mail.link), type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(events).toContain('PASSWORD_RECOVERY');
    // A recovery session needs no current password, once: a second change must prove the new one.
    expect((await client.auth.updateUser({ password: 'a new password after reset' })).error).toBeNull();
    const second = await client.auth.updateUser({ password: 'yet another new password' });
    expect(second.error).toMatchObject({ status: 400, code: 'current_password_required' });
    const signIn = await served.app.client().auth.signInWithPassword({ email, password: 'a new password after reset' });
    expect(signIn.error).toBeNull();
  });

  it('answers an unknown email exactly like a known one and sends nothing', async () => {
    const known = await account();
    const unknown = `nobody-${randomUUID()}@example.com`;
    const a = await fetch(`${served.app.url}/auth/v1/recover`, { method: 'POST', body: JSON.stringify({ email: known }) });
    const b = await fetch(`${served.app.url}/auth/v1/recover`, { method: 'POST', body: JSON.stringify({ email: unknown }) });
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await a.text()).toBe(await b.text());
    await served.outbox.next(known);
    expect(await served.outbox.count(unknown)).toBe(0);
  });

  it('refuses a forged, expired or foreign-site link', async () => {
    const client = served.app.client();
    const forged = await client.auth.verifyOtp({ token_hash: 'abcdefghijklmnopqrstuvwxyz012345', type: 'recovery' });
    expect(forged.error).toMatchObject({ status: 403, code: 'otp_expired' });
    const res = await fetch(`${served.app.url}/auth/v1/verify?token=x&type=recovery&redirect_to=https://evil.example/`, { redirect: 'manual' });
    expect(res.headers.get('location')).toMatch(new RegExp(`^${served.app.env.PUBLIC_URL}/en/reset-password#`));
  });
});
