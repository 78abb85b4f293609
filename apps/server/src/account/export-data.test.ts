import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiUsageCounters } from '../db/schema/ai.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTestUser } from '../testing/test-user.ts';
import { accountCall } from '../testing/account-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/account/export', () => {
  it("downloads the token's user's data as a JSON attachment, and nobody else's", async () => {
    const user = await createTestUser(t);
    const other = await createTestUser(t);
    await accountCall(t, user.accessToken, 'PUT', '/consent', { analytics: true });
    await accountCall(t, other.accessToken, 'PUT', '/consent', { analytics: false });
    for (const u of [user, other]) {
      const trial = await t.app.request('/api/billing/trial', {
        method: 'POST',
        headers: { authorization: `Bearer ${u.accessToken}`, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(trial.status).toBe(200);
    }

    const windowStart = new Date('2026-11-21T10:00:00Z');
    await t.database.db.insert(aiUsageCounters).values([
      { userId: user.id, window: 'day', windowStart, count: 7 },
      { userId: other.id, window: 'day', windowStart, count: 3 },
    ]);

    const res = await accountCall(t, user.accessToken, 'GET', '/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="selecta-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    const data = JSON.parse(text);
    expect(data.account).toMatchObject({ id: user.id, email: user.email, signInMethods: ['email'] });
    expect(data.identities).toEqual([]);
    expect(Date.parse(data.account.createdAt)).not.toBeNaN();
    expect(Date.parse(data.account.lastSignInAt)).not.toBeNaN();
    expect(data.billing.subscriptions).toEqual([expect.objectContaining({ plan: 'plus', status: 'trialing' })]);
    expect(data.usage).toEqual([{ window: 'day', windowStart: windowStart.toISOString(), count: 7 }]);
    expect(data.consents).toEqual([{ purpose: 'analytics', granted: true, recordedAt: expect.any(String) }]);
    // Nothing of the other user, and no secrets of this one.
    expect(text).not.toContain(other.id);
    expect(text).not.toContain(other.email);
    expect(text).not.toMatch(/argon2|encrypted|token/i);
  });

  it('answers 401 without a token or with a forged one', async () => {
    expect((await t.app.request('/api/account/export')).status).toBe(401);
    const forged = await accountCall(t, 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.', 'GET', '/export');
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ code: 'unauthorized' });
  });
});

describe('/api/account/consent', () => {
  it('records each choice and answers the latest one', async () => {
    const user = await createTestUser(t);
    expect(await (await accountCall(t, user.accessToken, 'GET', '/consent')).json()).toEqual({ analytics: null, recordedAt: null });
    await accountCall(t, user.accessToken, 'PUT', '/consent', { analytics: true });
    const put = await accountCall(t, user.accessToken, 'PUT', '/consent', { analytics: false });
    expect(await put.json()).toMatchObject({ analytics: false });
    expect(await (await accountCall(t, user.accessToken, 'GET', '/consent')).json()).toMatchObject({ analytics: false });
  });

  it('refuses anything but a boolean', async () => {
    const user = await createTestUser(t);
    const res = await accountCall(t, user.accessToken, 'PUT', '/consent', { analytics: 'yes' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation_failed' });
  });
});
