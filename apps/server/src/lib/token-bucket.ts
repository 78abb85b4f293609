import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authRateLimits } from '../db/schema/auth.ts';
import type { Logger } from './logger.ts';

export interface Bucket {
  name: string;
  /** Requests allowed at once. */
  burst: number;
  /** Requests allowed per `periodSeconds` once the burst is spent. */
  perPeriod: number;
  periodSeconds: number;
}

/**
 * Takes one token from the bucket `bucket.name:key`, kept in the database and updated by one atomic upsert, so the
 * limit holds across server processes. Returns how many seconds to wait when the bucket is empty.
 */
export async function takeToken(db: Db, logger: Logger, bucket: Bucket, key: string): Promise<{ allowed: true } | { allowed: false; retryAfter: number }> {
  const rate = bucket.perPeriod / bucket.periodSeconds;
  const t = authRateLimits;
  const refilled = sql`least(${bucket.burst}::float8, ${t.tokens} + extract(epoch from now() - ${t.updatedAt}) * ${rate}::float8)`;
  const [row] = await db
    .insert(t)
    .values({ key: `${bucket.name}:${key}`, tokens: bucket.burst - 1, allowed: true })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        tokens: sql`case when ${refilled} >= 1 then ${refilled} - 1 else ${refilled} end`,
        allowed: sql`${refilled} >= 1`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ allowed: t.allowed, tokens: t.tokens });
  // Now and then forget buckets idle for an hour: by then every bucket has refilled completely.
  if (Math.random() < 0.001) {
    db.delete(t)
      .where(lt(t.updatedAt, sql`now() - interval '1 hour'`))
      .catch((err: unknown) => logger.warn({ err }, 'rate-limit sweep failed'));
  }
  if (row?.allowed) return { allowed: true };
  return { allowed: false, retryAfter: Math.ceil((1 - (row?.tokens ?? 0)) / rate) };
}

/** Puts back a token taken for an attempt that should not count (a sign-in that succeeded). */
export async function giveBackToken(db: Db, bucket: Bucket, key: string): Promise<void> {
  const t = authRateLimits;
  await db
    .update(t)
    .set({ tokens: sql`least(${bucket.burst}::float8, ${t.tokens} + 1)` })
    .where(eq(t.key, `${bucket.name}:${key}`));
}
