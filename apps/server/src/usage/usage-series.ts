import { firstTokenBucketsMs, refusalWindows, usageActions, type UsageDay, type UsageHistory, usageOutcomes } from '@selecta/shared/usage-history';
import { and, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { usageDaily, usageTeamDaily } from '../db/schema/usage.ts';
import { quantileFromBuckets } from './latency.ts';

/** The UTC days of a period ending today, oldest first, as `YYYY-MM-DD`. */
export function periodDays(days: number, now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

const zeros = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
const emptyDay = (day: string): UsageDay => ({ day, runs: 0, byAction: zeros(usageActions), byOutcome: zeros(usageOutcomes), inputChars: 0, outputChars: 0 });
const histogramSums = firstTokenBucketsMs.map((_, i) => i + 1).concat(firstTokenBucketsMs.length + 1);

/** Whose rows: one user's (all their teams), or one team's (all its members, present and past: its own rollup). */
export type UsageScope = { userId: string } | { teamId: string };
const scoped = (scope: UsageScope, from: string): { table: typeof usageDaily | typeof usageTeamDaily; where: SQL } =>
  'userId' in scope
    ? { table: usageDaily, where: and(eq(usageDaily.userId, scope.userId), gte(usageDaily.day, from))! }
    : { table: usageTeamDaily, where: and(eq(usageTeamDaily.teamId, scope.teamId), gte(usageTeamDaily.day, from))! };

/**
 * Every day of the period (zeros included) by action and outcome, the refusals by limit, and first-token time by model:
 * two grouped queries over the scope's index range.
 */
export async function usageSeries(db: Db, scope: UsageScope, days: number, now: Date): Promise<UsageHistory> {
  const period = periodDays(days, now);
  const { table: t, where } = scoped(scope, period[0]!);
  const [rows, models] = await Promise.all([
    db
      .select({
        day: t.day,
        action: t.action,
        outcome: t.outcome,
        runs: sql<number>`sum(${t.runs})`.mapWith(Number),
        inputChars: sql<number>`sum(${t.inputChars})`.mapWith(Number),
        outputChars: sql<number>`sum(${t.outputChars})`.mapWith(Number),
      })
      .from(t)
      .where(where)
      .groupBy(t.day, t.action, t.outcome),
    db
      .select({
        model: t.model,
        timedRuns: sql<number>`sum(${t.timedRuns})`.mapWith(Number),
        totalMs: sql<number>`sum(${t.totalMs})`.mapWith(Number),
        buckets: sql<string>`array[${sql.raw(histogramSums.map((i) => `sum(first_token_hist[${i}])`).join(', '))}]::text`,
      })
      .from(t)
      .where(and(where, sql`${t.timedRuns} > 0`))
      .groupBy(t.model),
  ]);
  const byDay = new Map(period.map((day) => [day, emptyDay(day)]));
  const refusals = zeros(refusalWindows);
  for (const row of rows) {
    const day = byDay.get(row.day);
    if (!day) continue;
    day.runs += row.runs;
    if (row.action in day.byAction) day.byAction[row.action] += row.runs;
    if (row.outcome in day.byOutcome) day.byOutcome[row.outcome] += row.runs;
    day.inputChars += row.inputChars;
    day.outputChars += row.outputChars;
    const refused = /^refused_(minute|hour|day|length)$/.exec(row.outcome)?.[1] as keyof typeof refusals | undefined;
    if (refused) refusals[refused] += row.runs;
  }
  const latency = models
    .map((m) => {
      const counts = m.buckets.replace(/[{}]/g, '').split(',').map(Number);
      return { model: m.model, runs: m.timedRuns, medianMs: quantileFromBuckets(counts, 0.5), p95Ms: quantileFromBuckets(counts, 0.95), averageTotalMs: Math.round(m.totalMs / m.timedRuns) };
    })
    .sort((a, b) => b.runs - a.runs);
  return { days, from: period[0]!, to: period.at(-1)!, series: [...byDay.values()], refusals, latency };
}
