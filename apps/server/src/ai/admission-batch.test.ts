import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';
import { aiUsageCounters } from '../db/schema/ai.ts';
import { sessions } from '../db/schema/auth.ts';
import { postgresRun } from '../testing/postgres-run.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTestUser } from '../testing/test-user.ts';
import { admitInBatch, batchStatement } from './admission-batch.ts';
import { currentWindows } from './usage-counters.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const now = new Date();
const sessionOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { session_id: string }).session_id;

async function signedIn() {
  const user = await createTestUser(t);
  return { id: user.id, sessionId: sessionOf(user.accessToken) };
}

async function countsOf(userId: string) {
  const rows = await t.database.db.select().from(aiUsageCounters).where(eq(aiUsageCounters.userId, userId));
  return Object.fromEntries(rows.map((row) => [row.window, row.count]));
}

describe('the admissions of one turn, in one statement', () => {
  it('answers each run on its own: counted, full, signed out, or no session at all', async () => {
    const [room, full, signedOut] = [await signedIn(), await signedIn(), await signedIn()];
    const spans = currentWindows({ day: 3 }, now);
    await t.database.db.insert(aiUsageCounters).values({ userId: full.id, window: 'day', windowStart: spans[0]!.start, count: 3 });
    await t.database.db.delete(sessions).where(eq(sessions.id, signedOut.sessionId));

    const admit = admitInBatch(t.database.counters);
    const [counted, refused, ended, forged] = await Promise.all([
      admit(room.id, room.sessionId, spans),
      admit(full.id, full.sessionId, spans),
      admit(signedOut.id, signedOut.sessionId, spans),
      admit(room.id, "x' or true --", spans),
    ]);

    expect(counted.map((row) => row.counts)).toEqual([[1]]);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ counts: null, gate: null, status: null });
    expect(ended).toEqual([]);
    expect(forged).toEqual([]);
    expect(await countsOf(room.id)).toEqual({ day: 1 });
    expect(await countsOf(full.id)).toEqual({ day: 3 });
    expect(await countsOf(signedOut.id)).toEqual({});
  });

  it('gives back the windows it counted when a later one is full: a run counts in every window or in none', async () => {
    const user = await signedIn();
    const spans = currentWindows({ minute: 5, hour: 10, day: 2 }, now);
    const day = spans.find((span) => span.window === 'day')!;
    await t.database.db.insert(aiUsageCounters).values({ userId: user.id, window: 'day', windowStart: day.start, count: 2 });

    const [row] = await admitInBatch(t.database.counters)(user.id, user.sessionId, spans);

    expect(row?.counts).toBeNull();
    expect(await countsOf(user.id)).toEqual({ minute: 0, hour: 0, day: 2 });
  });

  it('counts two runs of one user in the same turn twice, up to the limit and no further', async () => {
    const user = await signedIn();
    const spans = currentWindows({ day: 2 }, now);
    const admit = admitInBatch(t.database.counters);
    const answers = await Promise.all([1, 2, 3].map(() => admit(user.id, user.sessionId, spans)));
    expect(answers.map(([row]) => row?.counts).sort()).toEqual([[1], [2], null]);
    expect(await countsOf(user.id)).toEqual({ day: 2 });
  });

  // A deployed server holds many sessions; the plan is made once for a parameter of unknown length (PostgreSQL's generic
  // plan), so it must probe each run's session by its key rather than read the whole table on every admission.
  it('reads each run\'s session by its key, however many sessions there are', async () => {
    const user = await signedIn();
    await t.database.db.execute(sql`insert into ${sessions} (user_id) select ${user.id}::uuid from generate_series(1, 5000)`);
    await t.database.db.execute(sql`analyze ${sessions}`);
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      await tx.execute(sql.raw(`prepare selecta_admit_plan (jsonb) as ${batchStatement(tx).toSQL().sql}`));
      const explained = await tx.execute(sql`explain execute selecta_admit_plan(null)`);
      await tx.execute(sql`deallocate selecta_admit_plan`);
      return rowsOf<{ 'QUERY PLAN': string }>(explained).map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Index Scan using auth_sessions_pkey on auth_sessions/);
    expect(plan).not.toMatch(/Seq Scan on auth_sessions/);
    const [row] = await admitInBatch(t.database.counters)(user.id, user.sessionId, currentWindows({ day: 5 }, now));
    expect(row?.counts).toEqual([1]);
  });

  // Two server processes batch the same users in opposite orders: each statement locks its users' rows in the order of
  // their ids, so neither waits for the other in a circle (a deadlock would fail a whole batch), and every run counts.
  it.runIf(postgresRun)('never deadlocks two processes counting the same users at once, and counts every run', async () => {
    const users = await Promise.all(Array.from({ length: 16 }, () => signedIn()));
    const other = await openDatabase({ url: t.database.url!, maxConnections: 4 });
    try {
      const spans = currentWindows({ minute: 1000, hour: 1000, day: 1000 }, now);
      const [one, two] = [admitInBatch(t.database.counters), admitInBatch(other.counters)];
      for (let round = 0; round < 40; round++) {
        const runs = [...users.map((u) => one(u.id, u.sessionId, spans)), ...[...users].reverse().map((u) => two(u.id, u.sessionId, spans))];
        const answers = await Promise.all(runs);
        expect(answers.every(([row]) => Array.isArray(row?.counts))).toBe(true);
      }
      for (const user of users) expect(await countsOf(user.id)).toEqual({ minute: 80, hour: 80, day: 80 });
    } finally {
      await other.close();
    }
  });
});
