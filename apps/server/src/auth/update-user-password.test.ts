import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxWrongCurrentPasswords } from './current-password.ts';
import { type ServedApp, serveTestApp } from '../testing/serve-for-test.ts';

// A stolen access token must not be enough to take an account over (Supabase's "require current password").
let s: ServedApp;
beforeAll(async () => {
  s = await serveTestApp();
});
afterAll(() => s.close());

const password = 'the current password';
const next = 'a brand new password';

/** An account signed in on two devices. */
async function twoDevices() {
  const email = `pw-${randomUUID()}@example.com`;
  const client = s.client();
  expect((await client.auth.signUp({ email, password })).error).toBeNull();
  const other = s.client();
  expect((await other.auth.signInWithPassword({ email, password })).error).toBeNull();
  return { email, client, other };
}

const signsIn = async (email: string, candidate: string) =>
  (await s.client().auth.signInWithPassword({ email, password: candidate })).error === null;

describe('PUT /auth/v1/user with a new password', () => {
  it('refuses a change without the current password and changes nothing', async () => {
    const { email, client, other } = await twoDevices();
    const missing = await client.auth.updateUser({ password: next });
    expect(missing.error).toMatchObject({ status: 400, code: 'current_password_required' });
    expect(await signsIn(email, password)).toBe(true);
    expect((await other.auth.getUser()).error).toBeNull();
  });

  it('refuses a wrong current password, without signing anyone out or slowing the owner down', async () => {
    const { email, client, other } = await twoDevices();
    for (let i = 0; i < 3; i++) {
      const wrong = await client.auth.updateUser({ password: next, current_password: `not it ${i}` });
      expect(wrong.error).toMatchObject({ status: 400, code: 'current_password_mismatch' });
    }
    expect(await signsIn(email, password)).toBe(true);
    expect(await signsIn(email, next)).toBe(false);
    expect((await other.auth.getUser()).error).toBeNull();
    expect((await client.auth.getUser()).error).toBeNull();
  });

  it(`ends a session that gives ${maxWrongCurrentPasswords} wrong current passwords (a token thief guessing), and only that one`, async () => {
    const { email, client, other } = await twoDevices();
    for (let i = 0; i < maxWrongCurrentPasswords; i++) {
      const wrong = await client.auth.updateUser({ password: next, current_password: `guess ${i}` });
      expect(wrong.error).toMatchObject({ code: 'current_password_mismatch' });
    }
    expect((await client.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    expect((await other.auth.getUser()).error).toBeNull();
    expect(await signsIn(email, password)).toBe(true);
  });

  it('sets the password with the right current one and ends every other session', async () => {
    const { email, client, other } = await twoDevices();
    const changed = await client.auth.updateUser({ password: next, current_password: password });
    expect(changed.error).toBeNull();
    expect(await signsIn(email, next)).toBe(true);
    expect(await signsIn(email, password)).toBe(false);
    expect((await client.auth.getUser()).error).toBeNull();
    expect((await other.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
  });

  it('never tells a token holder without the current password that a guess is the current password', async () => {
    const { client } = await twoDevices();
    const guess = await client.auth.updateUser({ password });
    expect(guess.error).toMatchObject({ status: 400, code: 'current_password_required' });
    const same = await client.auth.updateUser({ password, current_password: password });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
  });

  it('checks the new password before the current one (weak, too long)', async () => {
    const { client } = await twoDevices();
    const weak = await client.auth.updateUser({ password: 'short', current_password: password });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
    const wrongType = await fetch(`${s.url}/auth/v1/user`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${(await client.auth.getSession()).data.session!.access_token}`, 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ password: next, current_password: 12345678 }),
    });
    expect(wrongType.status).toBe(400);
    expect(await wrongType.json()).toMatchObject({ code: 'validation_failed' });
  });
});
