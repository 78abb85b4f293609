import { supportRequestsPerHour } from '@selecta/shared/support';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { supportRequestCounters } from '../db/schema/support.ts';
import { HttpError } from '../lib/http-error.ts';

const hourMs = 3_600_000;

/**
 * Counts one support request in the user's current UTC hour, or throws 429 with `Retry-After` when the hour is full.
 * One atomic upsert, so the limit holds across server processes.
 */
export async function countSupportRequest(db: Db, userId: string, now: Date): Promise<void> {
  const windowStart = new Date(Math.floor(now.getTime() / hourMs) * hourMs);
  const t = supportRequestCounters;
  const rows = await db
    .insert(t)
    .values({ userId, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [t.userId, t.windowStart], set: { count: sql`${t.count} + 1` }, setWhere: sql`${t.count} < ${supportRequestsPerHour}` })
    .returning({ count: t.count });
  if (rows.length === 0) {
    const retryAfter = String(Math.max(1, Math.ceil((windowStart.getTime() + hourMs - now.getTime()) / 1000)));
    throw new HttpError(429, 'rate_limited', `You can send ${supportRequestsPerHour} support requests an hour. Try again later.`, { 'Retry-After': retryAfter });
  }
}
