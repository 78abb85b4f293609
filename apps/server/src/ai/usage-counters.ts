import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { type RateWindow, rateWindows, rateWindowSeconds } from '@selecta/shared/plans';
import type { Db } from '../db/client.ts';
import { perDatabase } from '../db/per-database.ts';
import { aiUsageCounters } from '../db/schema/ai.ts';

// A user's AI runs per plan window (minute, hour, day, aligned to UTC): counted, given back, read. Counts only, never text.

export interface WindowSpan {
  window: RateWindow;
  limit: number;
  start: Date;
  resetAt: Date;
}

/** The fixed UTC windows in force at `now` for the limited windows of a plan. */
export function currentWindows(limits: Partial<Record<RateWindow, number>>, now: Date): WindowSpan[] {
  return rateWindows.flatMap((window) => {
    const limit = limits[window];
    if (limit === undefined) return [];
    const length = rateWindowSeconds[window] * 1000;
    const start = Math.floor(now.getTime() / length) * length;
    return [{ window, limit, start: new Date(start), resetAt: new Date(start + length) }];
  });
}

export interface WindowState extends WindowSpan {
  used: number;
  remaining: number;
}

export type Counted = { admitted: true; windows: WindowState[] } | { admitted: false; windows: WindowState[]; blockedBy: WindowState };

/**
 * Counts one run in every window, or in none: one call of `selecta_count_run` (migration ai/0001), whose upserts
 * (`ON CONFLICT DO UPDATE … WHERE count < limit`) take each window's row lock, so the count is exact under any
 * concurrency and across server processes. A full window raises SL429 and so undoes the others. One round trip for any
 * plan (the transaction of one statement per window it replaces took five for a paid plan).
 */
export async function countRun(db: Db, userId: string, limits: Partial<Record<RateWindow, number>>, now: Date): Promise<Counted> {
  const spans = currentWindows(limits, now);
  if (spans.length === 0) return { admitted: true, windows: [] };
  const params: Record<string, unknown> = { userId };
  spans.forEach((span, i) => Object.assign(params, { [`window${i}`]: span.window, [`start${i}`]: span.start.toISOString(), [`limit${i}`]: span.limit }));
  try {
    const [row] = await countQuery(db, spans.length).execute(params);
    return { admitted: true, windows: spans.map((span, i) => state(span, row?.counts[i] ?? span.limit)) };
  } catch (error) {
    const { code, cause } = error as { code?: string; cause?: { code?: string } };
    if ((code ?? cause?.code) !== 'SL429') throw error;
    const windows = await usageIn(db, userId, spans);
    const blockedBy = windows.filter((w) => w.remaining === 0).sort((a, b) => b.resetAt.getTime() - a.resetAt.getTime())[0];
    return { admitted: false, windows, blockedBy: blockedBy ?? windows[0]! };
  }
}

/** The prepared call for a plan with `windows` windows (Free has one, Plus and Pro three), built once per database. */
function countQuery(db: Db, windows: number) {
  const byArity = countQueries(db);
  let query = byArity.get(windows);
  if (!query) byArity.set(windows, (query = prepareCount(db, windows)));
  return query;
}

const countQueries = perDatabase(() => new Map<number, ReturnType<typeof prepareCount>>());

function prepareCount(db: Db, windows: number) {
  const array = (name: string, type: string) => sql`array[${sql.join(Array.from({ length: windows }, (_, i) => sql.placeholder(`${name}${i}`)), sql`, `)}]::${sql.raw(type)}[]`;
  return db
    .select({ counts: sql<number[]>`selecta_count_run(${sql.placeholder('userId')}::uuid, ${array('window', 'text')}, ${array('start', 'timestamptz')}, ${array('limit', 'integer')})` })
    .from(sql`(select) as call`)
    .prepare(`selecta_count_run_${windows}`);
}

/** Gives a run back (the provider failed before its first token): the user is not charged for it. */
export async function giveBackRun(db: Db, userId: string, limits: Partial<Record<RateWindow, number>>, now: Date): Promise<void> {
  const spans = currentWindows(limits, now);
  if (spans.length === 0) return;
  // Every (window, start) pair this matches is one of the run's: windows that start together are all counted.
  await db
    .update(aiUsageCounters)
    .set({ count: sql`${aiUsageCounters.count} - 1` })
    .where(and(eq(aiUsageCounters.userId, userId), inArray(aiUsageCounters.window, spans.map((s) => s.window)), inArray(aiUsageCounters.windowStart, spans.map((s) => s.start)), gt(aiUsageCounters.count, 0)));
}

/** What each window has used so far. */
export async function usageIn(db: Db, userId: string, spans: WindowSpan[]): Promise<WindowState[]> {
  if (spans.length === 0) return [];
  const rows = await db
    .select({ window: aiUsageCounters.window, windowStart: aiUsageCounters.windowStart, count: aiUsageCounters.count })
    .from(aiUsageCounters)
    .where(and(eq(aiUsageCounters.userId, userId), inArray(aiUsageCounters.windowStart, spans.map((s) => s.start))));
  return spans.map((span) => {
    const row = rows.find((r) => r.window === span.window && r.windowStart.getTime() === span.start.getTime());
    return state(span, row?.count ?? 0);
  });
}

function state(span: WindowSpan, used: number): WindowState {
  return { ...span, used, remaining: Math.max(0, span.limit - used) };
}
