import { embeddedAnonKey } from '@selecta/shared/auth';
import { startOpenAiDouble, type StreamingDouble } from '@selecta/test-doubles/openai-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { createLogger } from '../../lib/logger.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/test-user.ts';

// Decision 035: a run reaches the provider only once it is admitted, so a refused run costs no provider request on any
// server process. These tests count what the provider double was asked.
let double: StreamingDouble;
let t: TestApp;
/** Another server process: its own app and, on PostgreSQL, its own pool (on PGlite the same app). */
let second: ReturnType<typeof createApp>;
let closeSecond = async () => {};

beforeAll(async () => {
  double = await startOpenAiDouble({ reply: 'ok' });
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

function run(token: string, app = t.app) {
  return app.request('/api/ai/run', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'tldr', text: 'some text' }),
  });
}

async function statuses(count: number, token: string, app = t.app): Promise<number[]> {
  return Promise.all(Array.from({ length: count }, async () => (await run(token, app)).status));
}

/**
 * How many provider requests `act` caused, aborted ones included (the double counts a request when its head arrives).
 * A run of a user with room afterwards reaches the double too, so any request `act` sent before it has arrived by then.
 */
async function providerRequestsDuring(act: () => Promise<unknown>): Promise<number> {
  const before = double.arrivals;
  await act();
  const sentinel = await createTestUser(t);
  expect((await run(sentinel.accessToken)).status).toBe(200);
  return double.arrivals - before - 1;
}

describe('a run is admitted before the provider is asked', () => {
  it('sends none of 30 runs of a Free user past the daily limit to the provider', async () => {
    const user = await createTestUser(t);
    expect((await statuses(20, user.accessToken)).every((s) => s === 200)).toBe(true);
    let refused: number[] = [];
    const asked = await providerRequestsDuring(async () => {
      refused = await Promise.all([statuses(15, user.accessToken), statuses(15, user.accessToken, second)]).then((s) => s.flat());
    });
    expect(refused).toEqual(Array(30).fill(429));
    expect(asked).toBe(0);
  });

  it('asks the provider once for five runs at once with one run left', async () => {
    const user = await createTestUser(t);
    for (let i = 0; i < 19; i++) expect((await run(user.accessToken)).status).toBe(200);
    let answers: number[] = [];
    const asked = await providerRequestsDuring(async () => (answers = await statuses(5, user.accessToken)));
    expect(answers.sort()).toEqual([200, 429, 429, 429, 429]);
    expect(asked).toBe(1);
  });

  it("never sends a run of an account deleted on this server to the provider, though its token is still valid", async () => {
    const user = await createTestUser(t);
    expect((await run(user.accessToken)).status).toBe(200);
    const deleted = await t.app.request('/api/account', {
      method: 'DELETE',
      headers: { authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(deleted.status).toBe(200);
    let refused: number[] = [];
    expect(await providerRequestsDuring(async () => (refused = await statuses(30, user.accessToken)))).toBe(0);
    expect(refused).toEqual(Array(30).fill(401));
  });

  it('never sends a run of a session signed out on this server to the provider', async () => {
    const user = await createTestUser(t);
    expect((await run(user.accessToken)).status).toBe(200);
    const logout = await t.app.request('/auth/v1/logout', { method: 'POST', headers: { authorization: `Bearer ${user.accessToken}`, apikey: embeddedAnonKey } });
    expect(logout.status).toBe(204);
    let refused: number[] = [];
    expect(await providerRequestsDuring(async () => (refused = await statuses(10, user.accessToken)))).toBe(0);
    expect(refused).toEqual(Array(10).fill(401));
  });

  it('sends no run of an account deleted by another server to the provider', async () => {
    const user = await createTestUser(t);
    expect((await run(user.accessToken)).status).toBe(200);
    // Another server deleted the account: this one's memory of the user is stale.
    await t.database.db.delete(users).where(eq(users.id, user.id));
    const refused: number[] = [];
    const asked = await providerRequestsDuring(async () => {
      for (let i = 0; i < 10; i++) refused.push((await run(user.accessToken)).status);
    });
    expect(refused).toEqual(Array(10).fill(401));
    expect(asked).toBe(0);
  });

  it('waits for the admission when the text is longer than every plan takes', async () => {
    const user = await createTestUser(t);
    expect((await run(user.accessToken)).status).toBe(200);
    const asked = await providerRequestsDuring(async () => {
      const res = await t.app.request('/api/ai/run', {
        method: 'POST',
        headers: { authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'tldr', text: 'x'.repeat(4_001) }),
      });
      expect(res.status).toBe(413);
    });
    expect(asked).toBe(0);
  });
});
