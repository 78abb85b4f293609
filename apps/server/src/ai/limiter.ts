import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { RateWindow } from '@selecta/shared/plans';
import type { Db } from '../db/client.ts';
import { perDatabase } from '../db/per-database.ts';
import { aiUsageCounters } from '../db/schema/ai.ts';
import { currentWindows, type WindowSpan } from './windows.ts';

export interface WindowState extends WindowSpan {
  used: number;
  remaining: number;
}

export type Admission = { admitted: true; windows: WindowState[] } | { admitted: false; windows: WindowState[]; blockedBy: WindowState };

class OverLimit extends Error {}

/**
 * Counts one run in every window, or in none: one transaction of `INSERT … ON CONFLICT DO UPDATE … WHERE count <
 * limit`, whose row lock makes the count exact under any concurrency and across server processes. A window that
 * refuses rolls the others back.
 */
export async function admitRun(db: Db, userId: string, limits: Partial<Record<RateWindow, number>>, now: Date): Promise<Admission> {
  const spans = currentWindows(limits, now);
  if (spans.length === 0) return { admitted: true, windows: [] };
  try {
    // One window (the Free plan) is one atomic statement; several need a transaction so that all count or none.
    const counts = spans.length === 1 ? [await countIn(preparedCount(db), userId, spans[0]!)] : await db.transaction((tx) => countAll(tx as unknown as Db, userId, spans));
    return { admitted: true, windows: spans.map((span, i) => state(span, counts[i] ?? span.limit)) };
  } catch (error) {
    if (!(error instanceof OverLimit)) throw error;
    const windows = await usageIn(db, userId, spans);
    const blockedBy = windows.filter((w) => w.remaining === 0).sort((a, b) => b.resetAt.getTime() - a.resetAt.getTime())[0];
    return { admitted: false, windows, blockedBy: blockedBy ?? windows[0]! };
  }
}

async function countAll(tx: Db, userId: string, spans: WindowSpan[]): Promise<number[]> {
  const counts: number[] = [];
  const query = countQuery(tx);
  for (const span of spans) counts.push(await countIn(query, userId, span));
  return counts;
}

/** Adds one run to a window unless it is full (then no row comes back). */
const countQuery = (db: Db) =>
  db
    .insert(aiUsageCounters)
    .values({ userId: sql.placeholder('userId'), window: sql.placeholder('window'), windowStart: sql.placeholder('windowStart'), count: 1 })
    .onConflictDoUpdate({
      target: [aiUsageCounters.userId, aiUsageCounters.window, aiUsageCounters.windowStart],
      set: { count: sql`${aiUsageCounters.count} + 1` },
      setWhere: sql`${aiUsageCounters.count} < ${sql.placeholder('limit')}`,
    })
    .returning({ count: aiUsageCounters.count })
    .prepare('selecta_count_run');

// Built once per database; a transaction builds its own.
const preparedCount = perDatabase(countQuery);

/** Counts the run in one window; a full window throws (and so rolls back the transaction). */
async function countIn(query: ReturnType<typeof countQuery>, userId: string, span: WindowSpan): Promise<number> {
  const [row] = await query.execute({ userId, window: span.window, windowStart: span.start, limit: span.limit });
  if (!row) throw new OverLimit();
  return row.count;
}

/** Gives a run back (the provider failed before its first token): the user is not charged for it. */
export async function giveBackRun(db: Db, userId: string, limits: Partial<Record<RateWindow, number>>, now: Date): Promise<void> {
  for (const span of currentWindows(limits, now)) {
    await db
      .update(aiUsageCounters)
      .set({ count: sql`${aiUsageCounters.count} - 1` })
      .where(and(eq(aiUsageCounters.userId, userId), eq(aiUsageCounters.window, span.window), eq(aiUsageCounters.windowStart, span.start), gt(aiUsageCounters.count, 0)));
  }
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

/** The window that runs out first sets the RateLimit-* headers. */
export function tightestWindow(windows: WindowState[]): WindowState | undefined {
  return [...windows].sort((a, b) => a.remaining - b.remaining || a.resetAt.getTime() - b.resetAt.getTime())[0];
}
