import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTestUser } from '../testing/test-user.ts';
import { accountCall, refresh, signIn } from './account-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/account/password', () => {
  it('sets the new password, keeps this session and signs every other device out', async () => {
    const user = await createTestUser(t);
    const other = await signIn(t, user.email, user.password);
    expect(other.status).toBe(200);

    const res = await accountCall(t, user.accessToken, 'POST', '/password', {
      currentPassword: user.password,
      newPassword: 'a brand new passphrase',
    });
    expect(res.status).toBe(200);

    expect((await signIn(t, user.email, user.password)).status).toBe(400);
    expect((await signIn(t, user.email, 'a brand new passphrase')).status).toBe(200);
    // The other device: its refresh token is gone and its access token no longer reaches the account API.
    expect((await refresh(t, other.body.refresh_token!)).body.code).toBe('refresh_token_not_found');
    expect((await accountCall(t, other.body.access_token!, 'GET', '/consent')).status).toBe(401);
    // The device that changed it stays signed in.
    expect((await accountCall(t, user.accessToken, 'GET', '/consent')).status).toBe(200);
    expect((await refresh(t, user.refreshToken)).status).toBe(200);
  });

  it('refuses a wrong current password and keeps the old one', async () => {
    const user = await createTestUser(t);
    const res = await accountCall(t, user.accessToken, 'POST', '/password', {
      currentPassword: 'not my password',
      newPassword: 'a brand new passphrase',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'invalid_current_password' });
    expect((await signIn(t, user.email, user.password)).status).toBe(200);
  });

  it('applies the sign-up rules to the new password', async () => {
    const user = await createTestUser(t);
    const attempt = (newPassword: string) =>
      accountCall(t, user.accessToken, 'POST', '/password', { currentPassword: user.password, newPassword });
    const short = await attempt('seven77');
    expect(short.status).toBe(422);
    expect(await short.json()).toEqual({ code: 'weak_password', message: 'Password must be at least 8 characters' });
    const long = await attempt('x'.repeat(73));
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ code: 'password_too_long' });
    const same = await attempt(user.password);
    expect(same.status).toBe(422);
    expect(await same.json()).toMatchObject({ code: 'same_password' });
    expect((await signIn(t, user.email, user.password)).status).toBe(200);
  });

  it('answers 400 for a missing field or a body that is not JSON', async () => {
    const user = await createTestUser(t);
    const missing = await accountCall(t, user.accessToken, 'POST', '/password', { newPassword: 'long enough' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: 'validation_failed' });
    const garbage = await accountCall(t, user.accessToken, 'POST', '/password', '{nope');
    expect(garbage.status).toBe(400);
    expect(await garbage.json()).toMatchObject({ code: 'invalid_json' });
  });

  it('answers 401 without a valid token and never logs the passwords', async () => {
    const res = await t.app.request('/api/account/password', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer not-a-jwt' },
      body: JSON.stringify({ currentPassword: 'whatever1', newPassword: 'whatever2' }),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'unauthorized' });
    expect(t.logs.join('')).not.toContain('a brand new passphrase');
  });
});
