import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiUsageCounters } from '../db/schema/ai.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTestUser } from '../testing/test-user.ts';
import { seedUsage } from '../testing/usage-test-kit.ts';
import { accountCall, refresh, rowsOwnedBy, signIn } from '../testing/account-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A user with rows in several domains: consent records, a Plus trial, AI usage counters. */
async function busyUser() {
  const user = await createTestUser(t);
  await accountCall(t, user.accessToken, 'PUT', '/consent', { analytics: true });
  await accountCall(t, user.accessToken, 'PUT', '/consent', { analytics: false });
  const trial = await t.app.request('/api/billing/trial', {
    method: 'POST',
    headers: { authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/json' },
    body: '{}',
  });
  expect(trial.status).toBe(200);
  await t.database.db.insert(aiUsageCounters).values({ userId: user.id, window: 'day', windowStart: new Date(), count: 4 });
  await seedUsage(t.database.db, { userId: user.id, runs: 4 });
  return user;
}

describe('DELETE /api/account', () => {
  it('removes every row of the user in every table, signs out every device and leaves others untouched', async () => {
    const user = await busyUser();
    const bystander = await busyUser();
    const secondDevice = await signIn(t, user.email, user.password);
    expect(secondDevice.status).toBe(200);
    const before = await rowsOwnedBy(t, user.id);
    expect(before.users).toBe(1);
    expect(before.consent_records).toBe(2);
    expect(before.auth_sessions).toBe(2);
    expect(before.billing_subscriptions).toBe(1);
    expect(before.ai_usage_counters).toBe(1);
    expect(before.usage_daily).toBe(1);
    const bystanderBefore = await rowsOwnedBy(t, bystander.id);

    const res = await accountCall(t, user.accessToken, 'DELETE', '', { email: ` ${user.email.toUpperCase()} `, password: user.password });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: true });

    const after = await rowsOwnedBy(t, user.id);
    for (const [table, count] of Object.entries(after)) expect({ table, count }).toEqual({ table, count: 0 });
    expect(await rowsOwnedBy(t, bystander.id)).toEqual(bystanderBefore);

    // Neither device can refresh or use its still-unexpired access token on the API.
    for (const device of [user, { accessToken: secondDevice.body.access_token!, refreshToken: secondDevice.body.refresh_token! }]) {
      expect((await refresh(t, device.refreshToken)).status).toBe(400);
      expect((await accountCall(t, device.accessToken, 'GET', '/export')).status).toBe(401);
      expect((await accountCall(t, device.accessToken, 'DELETE', '', { email: user.email, password: user.password })).status).toBe(401);
    }
    expect((await signIn(t, user.email, user.password)).body.code).toBe('invalid_credentials');
    // The bystander is still fine.
    expect((await accountCall(t, bystander.accessToken, 'GET', '/export')).status).toBe(200);
  });

  it('lets the same email sign up again as a new account', async () => {
    const user = await createTestUser(t);
    expect((await accountCall(t, user.accessToken, 'DELETE', '', { email: user.email, password: user.password })).status).toBe(200);
    const again = await createTestUser(t, { email: user.email, password: 'another passphrase' });
    expect(again.id).not.toBe(user.id);
    expect((await rowsOwnedBy(t, again.id)).consent_records).toBe(0);
  });

  it('refuses a confirmation email that does not match and deletes nothing', async () => {
    const user = await busyUser();
    const before = await rowsOwnedBy(t, user.id);
    for (const email of ['someone@else.com', '', `${user.email}x`]) {
      const res = await accountCall(t, user.accessToken, 'DELETE', '', { email, password: user.password });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'email_mismatch' });
    }
    const missing = await accountCall(t, user.accessToken, 'DELETE', '', {});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: 'validation_failed' });
    expect(await rowsOwnedBy(t, user.id)).toEqual(before);
  });

  it('needs the current password, so an access token alone cannot erase the account', async () => {
    const user = await busyUser();
    const before = await rowsOwnedBy(t, user.id);
    const attempts: [unknown, string][] = [
      [{ email: user.email }, 'current_password_required'],
      [{ email: user.email, password: '' }, 'current_password_required'],
      [{ email: user.email, password: 'not my password' }, 'current_password_mismatch'],
    ];
    for (const [body, code] of attempts) {
      const res = await accountCall(t, user.accessToken, 'DELETE', '', body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code });
    }
    expect(await rowsOwnedBy(t, user.id)).toEqual(before);
    // A wrong guess is not a failed sign-in: the owner still signs in and deletes with the right password.
    expect((await signIn(t, user.email, user.password)).status).toBe(200);
    expect((await accountCall(t, user.accessToken, 'DELETE', '', { email: user.email, password: user.password })).status).toBe(200);
    expect((await rowsOwnedBy(t, user.id)).users).toBe(0);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.request('/api/account', { method: 'DELETE', body: '{}' });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'unauthorized' });
  });
});
