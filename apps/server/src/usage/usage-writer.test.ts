import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/auth.ts';
import { usageDaily, usageMemberMonths, usageTeamDaily } from '../db/schema/usage.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTestTeam } from '../testing/test-team.ts';
import { createTestUser } from '../testing/test-user.ts';
import type { RunStats } from './run-stats.ts';
import { usageWriter } from './usage-writer.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const at = new Date('2026-11-26T10:00:00Z');
const run = (userId: string, more: Partial<RunStats> = {}): RunStats => ({
  userId, action: 'reply', promptId: '', model: 'default', outcome: 'answered', inputChars: 100, outputChars: 40, firstTokenMs: 250, totalMs: 900, at, ...more,
});

describe('the usage writer', () => {
  it('sums the runs of a moment into the users’ rows, the team’s day and the members’ months, and adds to them later', async () => {
    const a = await createTestUser(t);
    const b = await createTestUser(t);
    const alone = await createTestUser(t);
    const teamId = await createTestTeam(t, [{ id: a.id, role: 'owner' }, { id: b.id, role: 'member' }]);
    const errors: unknown[] = [];
    const writer = usageWriter(t.database.db, (e) => errors.push(e));
    for (const s of [run(a.id), run(a.id, { firstTokenMs: 1200 }), run(b.id), run(alone.id), run(a.id, { outcome: 'refused_hour', firstTokenMs: null, outputChars: 0 })]) writer.add(s);
    writer.flush();
    const { db } = t.database;
    await expect.poll(async () => (await db.select().from(usageTeamDaily).where(eq(usageTeamDaily.teamId, teamId))).length).toBe(2);
    writer.add(run(b.id));
    writer.flush();
    await expect.poll(async () => (await db.select().from(usageMemberMonths).where(eq(usageMemberMonths.userId, b.id)))[0]?.daily[25]).toBe(2);
    const [mine] = await db.select().from(usageDaily).where(eq(usageDaily.userId, a.id)).orderBy(usageDaily.outcome);
    expect(mine).toMatchObject({ day: '2026-11-26', teamId, runs: 2, timedRuns: 2, firstTokenMs: 1450, inputChars: 200 });
    expect(mine!.firstTokenHist[3]).toBe(1);
    expect(mine!.firstTokenHist[8]).toBe(1);
    const answered = (await db.select().from(usageTeamDaily).where(eq(usageTeamDaily.teamId, teamId))).find((r) => r.outcome === 'answered')!;
    expect(answered).toMatchObject({ runs: 4, timedRuns: 4, inputChars: 400 });
    expect(answered.firstTokenHist[3]).toBe(3);
    const months = await db.select().from(usageMemberMonths).where(eq(usageMemberMonths.teamId, teamId));
    expect(months.find((m) => m.userId === a.id)!.daily[25]).toBe(3);
    expect(months.find((m) => m.userId === alone.id)).toBeUndefined();
    expect((await db.select().from(usageDaily).where(eq(usageDaily.userId, alone.id)))[0]).toMatchObject({ runs: 1, teamId: '00000000-0000-0000-0000-000000000000' });
    expect(errors).toEqual([]);
  });

  it('records the others of a batch when one of its users has deleted their account since the run', async () => {
    const kept = await createTestUser(t);
    const gone = await createTestUser(t);
    const { db } = t.database;
    await db.delete(users).where(eq(users.id, gone.id));
    const errors: unknown[] = [];
    const writer = usageWriter(db, (e) => errors.push(e));
    writer.add(run(gone.id));
    writer.add(run(kept.id));
    writer.flush();
    await expect.poll(async () => (await db.select().from(usageDaily).where(eq(usageDaily.userId, kept.id))).length).toBe(1);
    expect(await db.select().from(usageDaily).where(eq(usageDaily.userId, gone.id))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
