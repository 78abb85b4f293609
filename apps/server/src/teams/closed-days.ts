import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { aiUsageCounters } from '../db/schema/ai.ts';
import { teamMembers } from '../db/schema/teams.ts';

const dayMs = 86_400_000;
/** Teams whose closed days one process keeps (about 24 bytes a member): the oldest filled is dropped first. */
const maxTeams = 500;

export interface ClosedDays {
  /** The first day still open (yesterday, UTC), as an instant; the month's first when no day of it is closed yet. */
  openFrom: Date;
  /** Each member's actions in the month's closed days, at the time the cache was filled. */
  ids: string[];
  runs: number[];
}

/**
 * Each member's actions in the closed days of this month: from its first day to the day before yesterday (UTC). No run
 * can change those any more (a failed run gives its count back to the windows of its own start, and no run lasts a day),
 * so keeping them per process only makes the members page faster, never its answer: the page then reads two day
 * windows a member (yesterday's and today's) instead of up to 31. A member who joined after the fill is simply not in
 * it, and the page reads their whole month. Filled once a day per team and process, by one query.
 */
const cache = new Map<string, { openFrom: number; ids: string[]; runs: number[] }>();

export async function closedDays(db: Db, teamId: string, now: Date): Promise<ClosedDays> {
  const month = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const openFrom = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - dayMs;
  if (openFrom <= month) return { openFrom: new Date(month), ids: [], runs: [] };
  let entry = cache.get(teamId);
  if (entry?.openFrom !== openFrom) {
    const rows = await db
      .select({ userId: teamMembers.userId, runs: sql<number>`coalesce(sum(${aiUsageCounters.count}), 0)::int`.mapWith(Number) })
      .from(teamMembers)
      .leftJoin(
        aiUsageCounters,
        and(eq(aiUsageCounters.userId, teamMembers.userId), eq(aiUsageCounters.window, 'day'), gte(aiUsageCounters.windowStart, new Date(month)), lt(aiUsageCounters.windowStart, new Date(openFrom))),
      )
      .where(eq(teamMembers.teamId, teamId))
      .groupBy(teamMembers.userId);
    entry = { openFrom, ids: rows.map((r) => r.userId), runs: rows.map((r) => r.runs) };
    cache.delete(teamId);
    if (cache.size >= maxTeams) cache.delete(cache.keys().next().value!);
    cache.set(teamId, entry);
  }
  return { openFrom: new Date(openFrom), ids: entry.ids, runs: entry.runs };
}
