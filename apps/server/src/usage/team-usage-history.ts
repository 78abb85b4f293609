import type { TeamUsageHistory } from '@selecta/shared/usage-history';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/auth.ts';
import { teamMembers, teamPrompts } from '../db/schema/teams.ts';
import { usageDaily } from '../db/schema/usage.ts';
import { scopeFilter, usageSeries } from './usage-series.ts';

/** The Monday (UTC) of a day's ISO week. */
export function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The team's history (owners and admins): the days, each member's runs per day and last active day, active members per
 * week and the most used team prompts. Rows belong to the team their run was made in, so a removed member's past stays
 * here and their later runs do not.
 */
export async function teamUsageHistory(db: Db, teamId: string, days: number, now: Date): Promise<TeamUsageHistory> {
  const base = await usageSeries(db, { teamId }, days, now);
  const where = scopeFilter({ teamId }, base.from);
  const [perDay, current, prompts] = await Promise.all([
    db
      .select({ userId: usageDaily.userId, day: usageDaily.day, runs: sql<number>`sum(${usageDaily.runs})`.mapWith(Number) })
      .from(usageDaily)
      .where(where)
      .groupBy(usageDaily.userId, usageDaily.day),
    db.select({ userId: teamMembers.userId, role: teamMembers.role }).from(teamMembers).where(eq(teamMembers.teamId, teamId)),
    db
      .select({ id: teamPrompts.id, name: teamPrompts.name, runs: sql<number>`sum(${usageDaily.runs})`.mapWith(Number) })
      .from(usageDaily)
      // Only this team's prompts: an id a client made up, or another team's, names nothing here.
      .innerJoin(teamPrompts, and(eq(sql`${teamPrompts.id}::text`, usageDaily.promptId), eq(teamPrompts.teamId, teamId)))
      .where(and(where, eq(usageDaily.action, 'team_prompt')))
      .groupBy(teamPrompts.id, teamPrompts.name)
      .orderBy(desc(sql`sum(${usageDaily.runs})`))
      .limit(10),
  ]);
  const dayIndex = new Map(base.series.map((d, i) => [d.day, i]));
  const roles = new Map(current.map((m) => [m.userId, m.role]));
  const members = new Map<string, { perDay: number[]; runs: number; lastActive: string | null }>();
  const entry = (userId: string) => {
    let found = members.get(userId);
    if (!found) members.set(userId, (found = { perDay: Array<number>(days).fill(0), runs: 0, lastActive: null }));
    return found;
  };
  for (const m of current) entry(m.userId);
  const weeks = new Map<string, Set<string>>(base.series.map((d) => [weekOf(d.day), new Set<string>()]));
  for (const row of perDay) {
    const i = dayIndex.get(row.day);
    if (i === undefined || row.runs === 0) continue;
    const member = entry(row.userId);
    member.perDay[i]! += row.runs;
    member.runs += row.runs;
    if (!member.lastActive || row.day > member.lastActive) member.lastActive = row.day;
    weeks.get(weekOf(row.day))?.add(row.userId);
  }
  const ids = [...members.keys()];
  const emails = ids.length === 0 ? [] : await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, ids));
  const emailOf = new Map(emails.map((u) => [u.id, u.email]));
  return {
    ...base,
    activeMembersByWeek: [...weeks].map(([week, active]) => ({ week, members: active.size })),
    members: ids
      .filter((id) => emailOf.has(id))
      .map((userId) => ({ userId, email: emailOf.get(userId)!, role: roles.get(userId) ?? null, ...members.get(userId)! }))
      .sort((a, b) => b.runs - a.runs || a.email.localeCompare(b.email)),
    topPrompts: prompts,
  };
}
