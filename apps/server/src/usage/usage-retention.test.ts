import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageDaily, usageMemberMonths, usageTeamDaily } from '../db/schema/usage.ts';
import { createTestTeam } from '../testing/test-team.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTestUser } from '../testing/test-user.ts';
import { deleteExpiredUsage, oldestKeptDay } from './usage-retention.ts';
import { seedUsage } from '../testing/usage-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('usage retention', () => {
  it('keeps 13 months of days and deletes older ones', async () => {
    const user = await createTestUser(t);
    const now = new Date('2026-11-26T12:00:00Z');
    expect(oldestKeptDay(now)).toBe('2025-10-26');
    const teamId = await createTestTeam(t, [{ id: user.id, role: 'owner' }]);
    for (const day of ['2025-09-30', '2025-10-26', '2026-11-26']) await seedUsage(t.database.db, { userId: user.id, teamId, day });
    await deleteExpiredUsage(t.database.db, now);
    const { db } = t.database;
    const days = (await db.select({ day: usageDaily.day }).from(usageDaily).where(eq(usageDaily.userId, user.id))).map((r) => r.day).sort();
    expect(days).toEqual(['2025-10-26', '2026-11-26']);
    const teamDays = (await db.select({ day: usageTeamDaily.day }).from(usageTeamDaily).where(eq(usageTeamDaily.teamId, teamId))).map((r) => r.day).sort();
    expect(teamDays).toEqual(['2025-10-26', '2026-11-26']);
    const months = (await db.select({ month: usageMemberMonths.month }).from(usageMemberMonths).where(eq(usageMemberMonths.teamId, teamId))).map((r) => r.month).sort();
    expect(months).toEqual(['2025-10-01', '2026-11-01']);
  });

  it('puts the user’s own rows in the account export, nobody else’s', async () => {
    const user = await createTestUser(t);
    const other = await createTestUser(t);
    await seedUsage(t.database.db, { userId: user.id, daysAgo: 2, action: 'translate', runs: 6 });
    await seedUsage(t.database.db, { userId: other.id, daysAgo: 2, action: 'tldr', runs: 1 });
    const res = await t.app.request('/api/account/export', { headers: { authorization: `Bearer ${user.accessToken}` } });
    expect(res.status).toBe(200);
    const data = (await res.json()) as { usageHistory: Record<string, unknown>[] };
    expect(data.usageHistory).toEqual([expect.objectContaining({ action: 'translate', runs: 6, outcome: 'answered', inputChars: 600 })]);
    expect(JSON.stringify(data)).not.toContain(other.id);
  });
});
