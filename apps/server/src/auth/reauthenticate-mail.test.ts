import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oneTimeTokens, users } from '../db/schema/auth.ts';
import { serveWithOutbox } from '../testing/serve-for-test.ts';

// `GET /auth/v1/reauthenticate`: who may ask, how often, and the mail in the user's language (decision 029).
const served = serveWithOutbox();

const password = 'the current password';
async function account(options: { headers?: Record<string, string>; data?: Record<string, string> } = {}) {
  const email = `reauth-mail-${randomUUID()}@example.com`;
  const client = served.app.client(options.headers);
  expect((await client.auth.signUp({ email, password, options: { data: options.data ?? {} } })).error).toBeNull();
  const id = (await client.auth.getUser()).data.user!.id;
  return { email, id, client };
}
const codeIn = (text: string) => text.match(/\b(\d{6})\b/)![1]!;
const reauthenticate = (headers: Record<string, string>) => fetch(`${served.app.url}/auth/v1/reauthenticate`, { headers: { 'x-supabase-api-version': '2024-01-01', ...headers } });

describe('GET /auth/v1/reauthenticate', () => {
  it('mails a 6-digit code in English by default, and answers {}', async () => {
    const { email, client } = await account();
    const res = await client.auth.reauthenticate();
    expect(res).toEqual({ data: { user: null, session: null }, error: null });
    const mail = await served.outbox.next(email);
    expect(mail.subject).toBe('Your Selecta confirmation code');
    expect(mail.text).toMatch(/Enter this code to confirm it is you and change your password:\n\n\d{6}\n/);
    expect(mail.text).toContain('It works once, within one hour.');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain(codeIn(mail.text));
    expect(mail.link).toBe(`${served.app.url}/en/settings`);
    // The code is in the mail only, never in a log line.
    expect(served.app.logs.some((line) => line.includes(codeIn(mail.text)) && line.includes(email))).toBe(false);
  });

  it('writes it in Spanish for a Spanish browser, and for a user whose metadata says Spanish', async () => {
    for (const options of [{ headers: { 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' } }, { data: { locale: 'es' } }]) {
      const { email, client } = await account(options);
      expect((await client.auth.reauthenticate()).error).toBeNull();
      const mail = await served.outbox.next(email);
      expect(mail.subject).toBe('Tu código de confirmación de Selecta');
      expect(mail.text).toMatch(/Introduce este código para confirmar que eres tú y cambiar tu contraseña:\n\n\d{6}\n/);
      expect(mail.text).toContain('Funciona una vez, durante una hora.');
      expect(mail.html).toContain('<html lang="es">');
      expect(mail.link).toBe(`${served.app.url}/es/settings`);
    }
  });

  it('sends one code a minute per user (429 over_email_send_rate_limit); a later code replaces the first', async () => {
    const { email, id, client } = await account();
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const first = codeIn((await served.outbox.next(email)).text);
    expect((await client.auth.reauthenticate()).error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(await served.outbox.count(email)).toBe(1);
    const age = sql`${oneTimeTokens.createdAt} - interval '61 seconds'`;
    await served.app.database.db.update(oneTimeTokens).set({ createdAt: age }).where(and(eq(oneTimeTokens.userId, id), eq(oneTimeTokens.type, 'reauthentication')));
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const second = codeIn((await served.outbox.next(email)).text);
    if (first !== second) {
      expect((await client.auth.updateUser({ password: 'a brand new password', nonce: first })).error).toMatchObject({ code: 'reauthentication_not_valid' });
    }
    expect((await client.auth.updateUser({ password: 'a brand new password', nonce: second })).error).toBeNull();
  });

  it('sends one code for ten requests at once, the other nine 429', async () => {
    const { email, id, client } = await account();
    // Raw requests: supabase-js would queue two calls from one client behind its lock.
    const authorization = `Bearer ${(await client.auth.getSession()).data.session!.access_token}`;
    const results = await Promise.all(Array.from({ length: 10 }, () => reauthenticate({ authorization })));
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(429)]);
    const code = codeIn((await served.outbox.next(email)).text);
    expect(await served.outbox.count(email)).toBe(1);
    expect(await served.app.database.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, id))).toHaveLength(1);
    expect((await client.auth.updateUser({ password: 'a brand new password', nonce: code })).error).toBeNull();
  });

  it('needs a valid access token and a live session, and mails nobody otherwise', async () => {
    const { email, client } = await account();
    const token = (await client.auth.getSession()).data.session!.access_token;
    const none = await reauthenticate({});
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ code: 'no_authorization' });
    const forged = await reauthenticate({ authorization: `Bearer ${token.slice(0, -4)}AAAA` });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ code: 'bad_jwt' });
    expect((await served.app.client().auth.reauthenticate()).error?.name).toBe('AuthSessionMissingError');
    await client.auth.signOut();
    const ended = await reauthenticate({ authorization: `Bearer ${token}` });
    expect(ended.status).toBe(403);
    expect(await ended.json()).toMatchObject({ code: 'session_not_found' });
    expect(await served.outbox.count(email)).toBe(0);
  });

  it('refuses an address not yet confirmed (422 email_not_confirmed), as GoTrue does', async () => {
    const { email, id } = await account();
    await served.app.database.db.update(users).set({ emailConfirmedAt: null }).where(eq(users.id, id));
    // A new session: the first one's user may be cached as it was.
    const fresh = served.app.client();
    await fresh.auth.signInWithPassword({ email, password });
    const res = await fetch(`${served.app.url}/auth/v1/reauthenticate`, { headers: { authorization: `Bearer ${(await fresh.auth.getSession()).data.session!.access_token}`, 'x-supabase-api-version': '2024-01-01' } });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ code: 'email_not_confirmed', message: 'Please verify your email first.' });
    expect(await served.outbox.count(email)).toBe(0);
  });
});
