import { asc, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { usageDaily, usageMemberMonths, usageTeamDaily } from '../db/schema/usage.ts';

/** How long the daily statistics are kept (the privacy page says so): 13 months, so a year can be compared with the last. */
export const retentionMonths = 13;

/** The first UTC day still kept at `now`. */
export function oldestKeptDay(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - retentionMonths, now.getUTCDate())).toISOString().slice(0, 10);
}

/** Deletes the days older than 13 months, from the users' rows and the teams' rollups (nothing reads them). */
export async function deleteExpiredUsage(db: Db, now: Date = new Date()): Promise<void> {
  const oldest = oldestKeptDay(now);
  await db.delete(usageDaily).where(lt(usageDaily.day, oldest));
  await db.delete(usageTeamDaily).where(lt(usageTeamDaily.day, oldest));
  // A month is kept while any of its days is.
  await db.delete(usageMemberMonths).where(lt(usageMemberMonths.month, `${oldest.slice(0, 8)}01`));
}

/** At start and then daily; a missed day is caught up by the next. Several servers doing it at once is harmless. */
export function scheduleUsageRetention(db: Db, onError: (error: unknown) => void): void {
  const run = () => void deleteExpiredUsage(db).catch(onError);
  run();
  setInterval(run, 24 * 3600_000).unref();
}

/** The user's own daily rows, for the account export: counts, times and sizes, never text. */
export async function usageExport(db: Db, userId: string) {
  const rows = await db.select().from(usageDaily).where(eq(usageDaily.userId, userId)).orderBy(asc(usageDaily.day));
  return rows.map(({ userId: _user, ...row }) => row);
}
