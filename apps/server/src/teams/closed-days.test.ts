import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiUsageCounters } from '../db/schema/ai.ts';
import { users } from '../db/schema/auth.ts';
import { teamMembers, teams } from '../db/schema/teams.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { membersPage } from './members-page.ts';

// The month's closed days are summed once per team and process (closed-days.ts): the members page answers the same as
// if it summed every day each time, for members it knew and members who joined since, on any day of the month.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function member(teamId: string, email: string, days: Record<string, number>) {
  const [user] = await database.db.insert(users).values({ email, encryptedPassword: 'x' }).returning();
  await database.db.insert(teamMembers).values({ teamId, userId: user!.id, role: 'member' });
  await database.db.insert(aiUsageCounters).values(Object.entries(days).map(([day, count]) => ({ userId: user!.id, window: 'day' as const, windowStart: new Date(`${day}T00:00:00Z`), count })));
}

const month = async (teamId: string, now: Date) =>
  Object.fromEntries((await membersPage(database.db, teamId, { q: '', sort: 'actionsMonth', dir: 'desc', page: 1, limit: 50 }, true, now)).members.map((m) => [m.email.split('@')[0], [m.actionsToday, m.actionsThisMonth]]));

describe("the members page's month", () => {
  it('counts closed and open days, the same before and after its closed days are kept, and for a member who joined since', async () => {
    const [team] = await database.db.insert(teams).values({ name: 'Closed days' }).returning();
    const now = new Date('2026-11-15T12:00:00Z');
    await member(team!.id, 'ana@x.test', { '2026-10-31': 100, '2026-11-01': 1, '2026-11-13': 2, '2026-11-14': 4, '2026-11-15': 8 });
    const first = await month(team!.id, now);
    expect(first).toEqual({ ana: [8, 15] });
    expect(await month(team!.id, now)).toEqual(first);
    await member(team!.id, 'bea@x.test', { '2026-11-02': 16, '2026-11-15': 32 });
    expect(await month(team!.id, now)).toEqual({ bea: [32, 48], ana: [8, 15] });
    // The next day, the 14th is closed too; a new month starts from nothing closed.
    expect(await month(team!.id, new Date('2026-11-16T00:00:01Z'))).toEqual({ bea: [0, 48], ana: [0, 15] });
    expect(await month(team!.id, new Date('2026-12-02T09:00:00Z'))).toEqual({ ana: [0, 0], bea: [0, 0] });
  });
});
