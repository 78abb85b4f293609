import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { codeAccount as signedInByCode, serveWithOutbox } from '../testing/serve-for-test.ts';
import { users } from '../db/schema/auth.ts';

// An account made by an email code, a provider or single sign-on has no password: it proves it is its owner with the
// code `reauthenticate()` mails before it can be deleted (a right the privacy policy promises to every account).
const served = serveWithOutbox();
const codeAccount = () => signedInByCode(served, 'no-password');

describe('DELETE /api/account for an account without a password', () => {
  const del = (accessToken: string, body: unknown) =>
    fetch(`${served.app.url}/api/account`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  /** Asks for the reauthentication code, as the settings page does, and reads it from the mail. */
  async function mailedCode(who: Awaited<ReturnType<typeof codeAccount>>) {
    expect((await who.client.auth.reauthenticate()).error).toBeNull();
    return /\b(\d{6})\b/.exec((await served.outbox.next(who.email)).text)![1]!;
  }
  const userRows = async (id: string) => (await served.app.database.db.select({ id: users.id }).from(users).where(eq(users.id, id))).length;

  it('is asked for the mailed code, and is deleted with it', async () => {
    const who = await codeAccount();
    for (const body of [{ email: who.email }, { email: who.email, password: 'anything at all' }]) {
      const res = await del(who.accessToken, body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'reauthentication_needed' });
    }
    const nonce = await mailedCode(who);
    const res = await del(who.accessToken, { email: who.email, nonce });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: true });
    expect(await userRows(who.id)).toBe(0);
  });

  it('refuses a wrong, another user’s or malformed code, deletes nothing, and ends the session after a few guesses', async () => {
    const who = await codeAccount();
    const other = await codeAccount();
    const theirs = await mailedCode(other);
    const mine = await mailedCode(who);
    const wrong = String((Number(mine) + 1) % 1_000_000).padStart(6, '0');
    const guesses = [theirs === mine ? wrong : theirs, wrong, 'abcdef', `${mine}0`];
    for (const nonce of guesses) {
      const res = await del(who.accessToken, { email: who.email, nonce });
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({ code: 'reauthentication_not_valid' });
    }
    expect(await userRows(who.id)).toBe(1);
    // The fifth wrong proof ends the session: even the right code no longer works with this token.
    expect((await del(who.accessToken, { email: who.email, nonce: wrong })).status).toBe(422);
    expect((await del(who.accessToken, { email: who.email, nonce: mine })).status).toBe(401);
    expect(await userRows(who.id)).toBe(1);
    expect(await userRows(other.id)).toBe(1);
  });

  it('still checks the typed email before the code', async () => {
    const who = await codeAccount();
    const nonce = await mailedCode(who);
    const res = await del(who.accessToken, { email: 'someone@else.com', nonce });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'email_mismatch' });
    expect((await del(who.accessToken, { email: who.email, nonce })).status).toBe(200);
  });
});

describe('DELETE /api/account with a password and a mailed code', () => {
  it('takes the mailed code in place of the password, as GoTrue takes it for a password change', async () => {
    const email = `both-${randomUUID()}@example.com`;
    const client = served.app.client();
    expect((await client.auth.signUp({ email, password: 'a long enough password' })).error).toBeNull();
    const { data } = await client.auth.getSession();
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const nonce = /\b(\d{6})\b/.exec((await served.outbox.next(email)).text)![1]!;
    const res = await fetch(`${served.app.url}/api/account`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${data.session!.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email, nonce }),
    });
    expect(res.status).toBe(200);
  });
});
