import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamEvents } from '../testing/audit-test-kit.ts';
import { rowsOf } from '../db/rows-of.ts';
import { teams } from '../db/schema/teams.ts';
import { membersPage } from '../teams/members-page.ts';
import { teamUsage } from '../teams/team-usage.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { seedDemoTeam } from './demo-usage.ts';

// `npm run seed:demo` (issue 29): the gateway's counters agree with the history the charts draw, and the audit log has
// a story that agrees with the team.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let teamId: string;
const now = new Date();
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoTeam(database.db, { prefix: 'seeded', now });
  teamId = (await database.db.select({ id: teams.id }).from(teams))[0]!.id;
}, 120_000);
afterAll(() => database.close());

describe('the demo team', () => {
  it("counts in the gateway's day windows exactly the runs its history says were admitted, every day", async () => {
    const mismatched = rowsOf(
      await database.db.execute(sql`
        with history as (
          select user_id, day, sum(runs)::int as runs from usage_daily where outcome in ('answered', 'cancelled') group by user_id, day
        ), counters as (
          select user_id, (window_start at time zone 'UTC')::date as day, count from ai_usage_counters where "window" = 'day'
        )
        select * from history h full join counters c using (user_id, day) where h.runs is distinct from c.count`),
    );
    expect(mismatched).toEqual([]);
  });

  it('shows the members their real usage today and this month, and no one active in the future', async () => {
    const usage = await teamUsage(database.db, teamId, now);
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString().slice(0, 10);
    const [expected] = rowsOf<{ runs: number }>(
      await database.db.execute(sql`select coalesce(sum(runs), 0)::int as runs from usage_daily where outcome in ('answered', 'cancelled') and day >= ${monthStart}::date`),
    );
    expect(usage.totals.month).toBe(expected!.runs);
    expect(usage.totals.month).toBeGreaterThan(0);
    const page = await membersPage(database.db, teamId, { q: '', sort: 'lastActive', dir: 'desc', page: 1, limit: 50 }, true, now);
    const latest = Date.parse(page.members[0]!.lastActiveAt!);
    expect(latest).toBeLessThanOrEqual(now.getTime());
    expect(latest).toBeGreaterThan(now.getTime() - 7 * 86_400_000);
  });

  it('has an audit log that tells how the team came to be, oldest first', async () => {
    const events = await teamEvents(database.db, teamId);
    expect(events.slice(0, 3).map((e) => e.event)).toEqual(['billing.plan_changed', 'team.created', 'team.renamed']);
    expect(events.filter((e) => e.event === 'member.joined')).toHaveLength(11 + 2);
    expect(events.at(-1)).toMatchObject({ event: 'member.invite_revoked' });
    expect(Date.parse(events.at(-1)!.at)).toBeLessThan(now.getTime());
  });
});
