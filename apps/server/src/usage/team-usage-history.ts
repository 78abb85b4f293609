import type { TeamUsageHistory } from '@selecta/shared/usage-history';
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/auth.ts';
import { teamMembers, teamPrompts } from '../db/schema/teams.ts';
import { usageMemberMonths, usageTeamDaily } from '../db/schema/usage.ts';
import { usageSeries } from './usage-series.ts';

/** The Monday (UTC) of a day's ISO week. */
export function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The team's history (owners and admins): the days, each member's runs per day and last active day, active members per
 * week and the most used team prompts. It reads the team's rollups only (a few rows a day, one per member a month). Rows
 * belong to the team their run was made in, so a removed member's past stays here and their later runs do not.
 */
export async function teamUsageHistory(db: Db, teamId: string, days: number, now: Date): Promise<TeamUsageHistory> {
  const base = await usageSeries(db, { teamId }, days, now);
  const [months, current, prompts] = await Promise.all([
    db
      .select({ userId: usageMemberMonths.userId, month: usageMemberMonths.month, daily: usageMemberMonths.daily })
      .from(usageMemberMonths)
      .where(and(eq(usageMemberMonths.teamId, teamId), gte(usageMemberMonths.month, `${base.from.slice(0, 8)}01`))),
    db.select({ userId: teamMembers.userId, role: teamMembers.role }).from(teamMembers).where(eq(teamMembers.teamId, teamId)),
    db
      .select({ id: teamPrompts.id, name: teamPrompts.name, runs: sql<number>`sum(${usageTeamDaily.runs})`.mapWith(Number) })
      .from(usageTeamDaily)
      // Only this team's prompts: an id a client made up, or another team's, names nothing here.
      .innerJoin(teamPrompts, and(eq(sql`${teamPrompts.id}::text`, usageTeamDaily.promptId), eq(teamPrompts.teamId, teamId)))
      .where(and(eq(usageTeamDaily.teamId, teamId), gte(usageTeamDaily.day, base.from), eq(usageTeamDaily.action, 'team_prompt')))
      .groupBy(teamPrompts.id, teamPrompts.name)
      .orderBy(desc(sql`sum(${usageTeamDaily.runs})`))
      .limit(10),
  ]);
  const roles = new Map(current.map((m) => [m.userId, m.role]));
  const members = new Map<string, { perDay: number[]; runs: number; lastActive: string | null }>();
  const entry = (userId: string) => {
    let found = members.get(userId);
    if (!found) members.set(userId, (found = { perDay: Array<number>(days).fill(0), runs: 0, lastActive: null }));
    return found;
  };
  for (const m of current) entry(m.userId);
  // Each period day's week, by index; a month row's days are placed by their distance from the period's first day.
  const weekKeys = base.series.map((d) => weekOf(d.day));
  const weeks = new Map<string, Set<string>>(weekKeys.map((w) => [w, new Set<string>()]));
  const first = Date.parse(`${base.from}T00:00:00Z`);
  for (const row of months) {
    const offset = Math.round((Date.parse(`${row.month}T00:00:00Z`) - first) / 86_400_000);
    row.daily.forEach((runs, index) => {
      const i = offset + index;
      if (runs === 0 || i < 0 || i >= days) return;
      const member = entry(row.userId);
      member.perDay[i]! += runs;
      member.runs += runs;
      const day = base.series[i]!.day;
      if (!member.lastActive || day > member.lastActive) member.lastActive = day;
      weeks.get(weekKeys[i]!)!.add(row.userId);
    });
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
