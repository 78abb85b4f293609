import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { type RateWindow, rateWindows, rateWindowSeconds } from '@selecta/shared/plans';
import type { Db } from '../db/client.ts';
import { perDatabaseAndCount } from '../db/per-database.ts';
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
  try {
    const [row] = await countQuery(db, spans.length).execute({ userId, ...countParams(spans) });
    return countedIn(spans, row?.counts);
  } catch (error) {
    if (!isWindowFull(error)) throw error;
    return refusedIn(db, userId, spans);
  }
}

/** The windows of a run counted in `spans`, from the counts the call answered. */
export function countedIn(spans: WindowSpan[], counts: number[] | undefined): Counted {
  return { admitted: true, windows: spans.map((span, i) => state(span, counts?.[i] ?? span.limit)) };
}

/** A run refused by a full window: what each window has used, and the one that refused it (the last to reset). */
export async function refusedIn(db: Db, userId: string, spans: WindowSpan[]): Promise<Counted> {
  const windows = await usageIn(db, userId, spans);
  const blockedBy = windows.filter((w) => w.remaining === 0).sort((a, b) => b.resetAt.getTime() - a.resetAt.getTime())[0];
  return { admitted: false, windows, blockedBy: blockedBy ?? windows[0]! };
}

/** Whether a statement failed because `selecta_count_run` found a window full (SL429, drizzle's error or its cause). */
function isWindowFull(error: unknown): boolean {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return (code ?? cause?.code) === 'SL429';
}

/** The count call's parameters for `spans`, named as `countCallSql` reads them. */
function countParams(spans: WindowSpan[]): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  spans.forEach((span, i) => Object.assign(params, { [`window${i}`]: span.window, [`start${i}`]: span.start.toISOString(), [`limit${i}`]: span.limit }));
  return params;
}

/** `selecta_count_run(…)` for `windows` windows, with placeholders: the user's counts after the run, or SL429. */
function countCallSql(windows: number) {
  const array = (name: string, type: string) => sql`array[${sql.join(Array.from({ length: windows }, (_, i) => sql.placeholder(`${name}${i}`)), sql`, `)}]::${sql.raw(type)}[]`;
  return sql<number[]>`selecta_count_run(${sql.placeholder('userId')}::uuid, ${array('window', 'text')}, ${array('start', 'timestamptz')}, ${array('limit', 'integer')})`;
}

/** The prepared call for a plan with `windows` windows (Free has one, Plus and Pro three), built once per database. */
const countQuery = perDatabaseAndCount((db, windows) => db.select({ counts: countCallSql(windows) }).from(sql`(select) as call`).prepare(`selecta_count_run_${windows}`));

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
