import { createHash, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oneTimeTokens } from '../db/schema/auth.ts';
import { maxWrongCurrentPasswords } from './current-password.ts';
import { serveWithOutbox } from '../testing/serve-for-test.ts';

// GoTrue's reauthentication: `reauthenticate()` mails a 6-digit code that `updateUser({ password, nonce })` takes in
// place of the current password, once, within an hour, for its own user only (decision 029).
const served = serveWithOutbox();

const password = 'the current password';
const next = 'a brand new password';

/** An account signed in on two devices. */
async function account() {
  const email = `reauth-${randomUUID()}@example.com`;
  const client = served.app.client();
  expect((await client.auth.signUp({ email, password })).error).toBeNull();
  const other = served.app.client();
  expect((await other.auth.signInWithPassword({ email, password })).error).toBeNull();
  const id = (await client.auth.getUser()).data.user!.id;
  return { email, id, client, other };
}

/** Asks for a code and reads it from the mail. */
async function codeFor(who: Awaited<ReturnType<typeof account>>) {
  expect((await who.client.auth.reauthenticate()).error).toBeNull();
  return (await served.outbox.next(who.email)).text.match(/\b(\d{6})\b/)![1]!;
}

const signsIn = async (email: string, candidate: string) => (await served.app.client().auth.signInWithPassword({ email, password: candidate })).error === null;
const stored = (userId: string) => served.app.database.db.select().from(oneTimeTokens).where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.type, 'reauthentication')));
const notValid = { status: 422, code: 'reauthentication_not_valid' };
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('password change with a reauthentication nonce', () => {
  it('changes the password with the mailed code instead of the current password, ends the other sessions, and only once', async () => {
    const who = await account();
    const nonce = await codeFor(who);
    const [row] = await stored(who.id);
    // Only an HMAC under the server key: neither the code nor its plain hash is in the database.
    for (const plain of [nonce, createHash('sha256').update(nonce).digest('base64url'), createHash('sha256').update(nonce).digest('hex')]) {
      expect(row!.tokenHash).not.toBe(plain);
    }
    expect(row!.tokenHash).not.toContain(nonce);

    expect((await who.client.auth.updateUser({ password: next, nonce })).error).toBeNull();
    expect(await signsIn(who.email, next)).toBe(true);
    expect(await signsIn(who.email, password)).toBe(false);
    expect((await who.client.auth.getUser()).error).toBeNull();
    expect((await who.other.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    expect(await stored(who.id)).toEqual([]);

    const reused = await who.client.auth.updateUser({ password: 'yet another password', nonce });
    expect(reused.error).toMatchObject(notValid);
    expect(await signsIn(who.email, next)).toBe(true);
  });

  it('refuses a wrong code without spending the right one, and a code when none was asked for', async () => {
    const who = await account();
    expect((await who.client.auth.updateUser({ password: next, nonce: '123456' })).error).toMatchObject(notValid);
    const nonce = await codeFor(who);
    for (const wrong of [otherCode(nonce), 'abcdef', `${nonce}0`]) {
      expect((await who.client.auth.updateUser({ password: next, nonce: wrong })).error).toMatchObject(notValid);
    }
    expect(await signsIn(who.email, password)).toBe(true);
    expect((await who.client.auth.updateUser({ password: next, nonce })).error).toBeNull();
  });

  it('refuses an expired code', async () => {
    const who = await account();
    const nonce = await codeFor(who);
    await served.app.database.db.update(oneTimeTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(oneTimeTokens.userId, who.id));
    expect((await who.client.auth.updateUser({ password: next, nonce })).error).toMatchObject(notValid);
    expect(await signsIn(who.email, password)).toBe(true);
  });

  it("refuses another user's code, which stays theirs", async () => {
    const owner = await account();
    const thief = await account();
    const nonce = await codeFor(owner);
    expect((await thief.client.auth.updateUser({ password: next, nonce })).error).toMatchObject(notValid);
    expect(await signsIn(thief.email, password)).toBe(true);
    expect((await owner.client.auth.updateUser({ password: next, nonce })).error).toBeNull();
  });

  it(`ends a session that gives ${maxWrongCurrentPasswords} wrong codes (a token thief guessing), and only that one`, async () => {
    const who = await account();
    const nonce = await codeFor(who);
    let guess = nonce;
    for (let i = 0; i < maxWrongCurrentPasswords; i++) {
      guess = otherCode(guess);
      expect((await who.client.auth.updateUser({ password: next, nonce: guess })).error).toMatchObject(notValid);
    }
    expect((await who.client.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    expect((await who.other.auth.getUser()).error).toBeNull();
    expect(await signsIn(who.email, password)).toBe(true);
  });

  it('checks the new password first and keeps the code for a refused one; tells same_password only after the proof', async () => {
    const who = await account();
    const nonce = await codeFor(who);
    expect((await who.client.auth.updateUser({ password: 'short', nonce })).error).toMatchObject({ status: 422, code: 'weak_password' });
    expect((await who.client.auth.updateUser({ password, nonce: otherCode(nonce) })).error).toMatchObject(notValid);
    expect((await who.client.auth.updateUser({ password, nonce })).error).toMatchObject({ status: 422, code: 'same_password' });
    expect((await who.client.auth.updateUser({ password: next, nonce })).error).toBeNull();
  });

  it('still needs a proof: no code and no current password is current_password_required', async () => {
    const who = await account();
    await codeFor(who);
    expect((await who.client.auth.updateUser({ password: next })).error).toMatchObject({ status: 400, code: 'current_password_required' });
    expect((await who.client.auth.updateUser({ password: next, nonce: '' })).error).toMatchObject({ status: 400, code: 'current_password_required' });
    expect(await signsIn(who.email, password)).toBe(true);
  });
});
