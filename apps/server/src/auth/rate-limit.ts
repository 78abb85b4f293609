import { lt, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { authRateLimits } from '../db/schema/auth.ts';
import type { AppEnv } from '../lib/app-env.ts';
import type { AuthContext } from './auth-context.ts';
import { AuthError } from './auth-error.ts';
import { clientIp } from './client-ip.ts';

export interface Bucket {
  name: string;
  /** Requests allowed at once. */
  burst: number;
  /** Requests allowed per `periodSeconds` once the burst is spent. */
  perPeriod: number;
  periodSeconds: number;
}

/** GoTrue's defaults: `/token` (password and refresh share it) and `/signup`. */
export const tokenBucket: Bucket = { name: 'token', burst: 30, perPeriod: 150, periodSeconds: 300 };
export const signupBucket: Bucket = { name: 'signup', burst: 30, perPeriod: 30, periodSeconds: 300 };
/** Recovery mails per IP: GoTrue's email limit (30 per hour), with a small burst. */
export const recoverBucket: Bucket = { name: 'recover', burst: 5, perPeriod: 30, periodSeconds: 3600 };

/**
 * A token bucket per (route, client IP) kept in the database and updated by one atomic upsert, so the
 * limit holds across server processes. Off when AUTH_RATE_LIMITS is false (the default under tests).
 */
export function rateLimit(ctx: AuthContext, bucket: Bucket) {
  const rate = bucket.perPeriod / bucket.periodSeconds;
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!ctx.deps.env.AUTH_RATE_LIMITS) return next();
    const key = `${bucket.name}:${clientIp(c, ctx.deps.env)}`;
    const t = authRateLimits;
    const refilled = sql`least(${bucket.burst}::float8, ${t.tokens} + extract(epoch from now() - ${t.updatedAt}) * ${rate}::float8)`;
    const [row] = await ctx.deps.db
      .insert(t)
      .values({ key, tokens: bucket.burst - 1, allowed: true })
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
      ctx.deps.db
        .delete(t)
        .where(lt(t.updatedAt, sql`now() - interval '1 hour'`))
        .catch((err: unknown) => ctx.deps.logger.warn({ err }, 'rate-limit sweep failed'));
    }
    if (!row?.allowed) {
      const retryAfter = String(Math.ceil((1 - (row?.tokens ?? 0)) / rate));
      throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached', {}, { 'retry-after': retryAfter });
    }
    return next();
  });
}
