import { startOpenAiDouble, type StreamingDouble } from '@selecta/test-doubles/openai-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { aiUsageCounters } from '../../db/schema/ai.ts';
import { subscriptions } from '../../db/schema/billing.ts';
import { createLogger } from '../../lib/logger.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/test-user.ts';
import { embeddedAnonKey } from '@selecta/shared/auth';

let double: StreamingDouble;
let t: TestApp;
/** A second server process's view: its own app and, on PostgreSQL, its own connection pool to the same database. */
let second: ReturnType<typeof createApp>;
let closeSecond = async () => {};

beforeAll(async () => {
  double = await startOpenAiDouble({ reply: 'ok' });
  // The promo is over, so Free has its plain 20 a day.
  t = await createTestApp({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: `${double.url}/v1`, PROMO_END: '2020-04-30T23:59:59Z' });
  if (t.database.url) {
    const pool = await openDatabase({ url: t.database.url, maxConnections: 20 });
    second = createApp({ env: t.env, db: pool.db, counters: pool.counters, logger: createLogger({ ...t.env, LOG_LEVEL: 'silent' }) });
    closeSecond = pool.close;
  } else {
    second = t.app;
  }
});
afterAll(async () => {
  await closeSecond();
  await t.close();
  await double.close();
});

async function fire(count: number, token: string) {
  const results = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const app = i % 2 === 0 ? t.app : second;
      const res = await app.request('/api/ai/run', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'tldr', text: `text ${i}` }),
      });
      const body = await res.text();
      return { status: res.status, retryAfter: res.headers.get('retry-after'), body };
    }),
  );
  return results;
}

describe('plan limits', () => {
  it('admits exactly the free daily allowance out of 30 concurrent runs on two servers', async () => {
    const user = await createTestUser(t);
    const results = await fire(30, user.accessToken);
    expect(results.filter((r) => r.status === 200)).toHaveLength(20);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(10);
    for (const r of refused) {
      expect(Number(r.retryAfter)).toBeGreaterThan(0);
      expect(JSON.parse(r.body)).toMatchObject({ code: 'rate_limited', message: expect.stringContaining('resets at') });
    }
    const usage = await (await t.app.request('/api/usage', { headers: { authorization: `Bearer ${user.accessToken}` } })).json();
    expect(usage).toMatchObject({ plan: 'free', promoActive: false, windows: [{ window: 'day', limit: 20, used: 20, remaining: 0 }] });
  });

  it("admits exactly a Plus user's per-minute allowance", async () => {
    const user = await createTestUser(t);
    const periodEnd = new Date(Date.now() + 30 * 86_400_000);
    await t.database.db.insert(subscriptions).values({ id: `sub_${user.id}`, userId: user.id, customerId: `cus_${user.id}`, status: 'active', priceKey: 'plus_monthly', plan: 'plus', interval: 'monthly', currentPeriodEnd: periodEnd });
    const results = await fire(12, user.accessToken);
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(7);
  });

  it('gives a run back when the provider fails before its first token', async () => {
    const user = await createTestUser(t);
    double.options.failWith = 500;
    try {
      const res = await t.app.request('/api/ai/run', {
        method: 'POST',
        headers: { authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'reply', text: 'hello' }),
      });
      expect(res.status).toBe(502);
      expect(await res.json()).toMatchObject({ code: 'provider_error' });
    } finally {
      double.options.failWith = undefined;
    }
    const usage = (await (await t.app.request('/api/usage', { headers: { authorization: `Bearer ${user.accessToken}` } })).json()) as { windows: unknown[] };
    expect(usage.windows[0]).toMatchObject({ used: 0, remaining: 20 });
  });

  it('asks the provider nothing for a run refused because another server took the last run of the day', async () => {
    const user = await createTestUser(t);
    // One run short of the limit on this server; then another server takes the last run (decision 035).
    for (let i = 0; i < 19; i++) expect((await run(user.accessToken)).status).toBe(200);
    await t.database.db.update(aiUsageCounters).set({ count: 20 }).where(eq(aiUsageCounters.userId, user.id));
    const before = double.requests.length;
    const res = await run(user.accessToken);
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ code: 'rate_limited' });
    expect(double.requests.length).toBe(before);
  });

  it("counts a run once, under the new plan, when the plan changed since the user's last run", async () => {
    const user = await createTestUser(t);
    expect((await run(user.accessToken)).status).toBe(200);
    await t.database.db.insert(subscriptions).values({ id: `sub_${user.id}`, userId: user.id, customerId: `cus_${user.id}`, status: 'active', priceKey: 'plus_monthly', plan: 'plus', interval: 'monthly', currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000) });
    const res = await run(user.accessToken);
    expect(res.status).toBe(200);
    expect(res.headers.get('ratelimit-limit')).toBe('5');
    const usage = await (await t.app.request('/api/usage', { headers: { authorization: `Bearer ${user.accessToken}` } })).json();
    expect(usage).toMatchObject({
      plan: 'plus',
      windows: [
        { window: 'minute', used: 1 },
        { window: 'hour', used: 1 },
        { window: 'day', used: 2 },
      ],
    });
  });

  it('refuses a signed-out session at once and keeps no count for the refused run', async () => {
    const user = await createTestUser(t);
    expect((await run(user.accessToken)).status).toBe(200);
    const logout = await t.app.request('/auth/v1/logout', { method: 'POST', headers: { authorization: `Bearer ${user.accessToken}`, apikey: embeddedAnonKey } });
    expect(logout.status).toBe(204);
    const res = await run(user.accessToken);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'unauthorized', message: 'Your session has ended. Sign in again.' });
    const rows = await t.database.db.select().from(aiUsageCounters).where(eq(aiUsageCounters.userId, user.id));
    expect(rows.map((row) => row.count)).toEqual([1]);
  });
});

/** One run on the first server (whose memory of the user's last plan the tests above rely on). */
function run(token: string) {
  return t.app.request('/api/ai/run', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'tldr', text: 'some text' }),
  });
}
