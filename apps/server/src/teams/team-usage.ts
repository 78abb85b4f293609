import { and, eq, gte, sql } from 'drizzle-orm';
import type { TeamUsage } from '@selecta/shared/teams';
import type { Db } from '../db/client.ts';
import { aiUsageCounters } from '../db/schema/ai.ts';
import { users } from '../db/schema/auth.ts';
import { teamMembers } from '../db/schema/teams.ts';

/**
 * Each member's run counts today and this month (UTC, like the limits), from the AI gateway's daily counters:
 * counts only, the text of a run is never stored anywhere. One query for the whole team.
 */
export async function teamUsage(db: Db, teamId: string, now: Date = new Date()): Promise<TeamUsage> {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const rows = await db
    .select({
      userId: teamMembers.userId,
      email: users.email,
      role: teamMembers.role,
      today: sql<number>`coalesce(sum(${aiUsageCounters.count}) filter (where ${aiUsageCounters.windowStart} >= ${today.toISOString()}), 0)`.mapWith(Number),
      month: sql<number>`coalesce(sum(${aiUsageCounters.count}), 0)`.mapWith(Number),
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .leftJoin(
      aiUsageCounters,
      and(eq(aiUsageCounters.userId, teamMembers.userId), eq(aiUsageCounters.window, 'day'), gte(aiUsageCounters.windowStart, monthStart)),
    )
    .where(eq(teamMembers.teamId, teamId))
    .groupBy(teamMembers.userId, users.email, teamMembers.role, teamMembers.joinedAt)
    .orderBy(teamMembers.joinedAt);
  const totals = rows.reduce((sum, row) => ({ today: sum.today + row.today, month: sum.month + row.month }), { today: 0, month: 0 });
  return { members: rows, totals };
}
