import { createMiddleware } from 'hono/factory';
import type { AuthEnv } from './auth-env.ts';
import { type Bucket, takeToken } from '../lib/token-bucket.ts';
import type { AuthContext } from './auth-context.ts';
import { AuthError } from './auth-error.ts';
import { clientIp, limitKey } from '../lib/client-ip.ts';

export type { Bucket };

/** GoTrue's defaults: `/token` (password and refresh share it) and `/signup`. */
export const tokenBucket: Bucket = { name: 'token', burst: 30, perPeriod: 150, periodSeconds: 300 };
export const signupBucket: Bucket = { name: 'signup', burst: 30, perPeriod: 30, periodSeconds: 300 };
/** Recovery mails per IP: GoTrue's email limit (30 per hour), with a small burst. */
export const recoverBucket: Bucket = { name: 'recover', burst: 5, perPeriod: 30, periodSeconds: 3600 };
/** Reauthentication mails per IP: the same email limit (each user is also held to one a minute). */
export const reauthenticateBucket: Bucket = { name: 'reauthenticate', burst: 5, perPeriod: 30, periodSeconds: 3600 };

/** Sign-in code mails per IP, and per address from every IP (each address is also held to one a minute). */
export const otpBucket: Bucket = { name: 'otp', burst: 5, perPeriod: 30, periodSeconds: 3600 };
export const otpAddressMailBucket: Bucket = { name: 'otp-mail', burst: 3, perPeriod: 10, periodSeconds: 3600 };
/** Verifications per IP: GoTrue's RATE_LIMIT_VERIFY as Supabase's CLI sets it (30 per 5 minutes). */
export const verifyBucket: Bucket = { name: 'verify', burst: 30, perPeriod: 30, periodSeconds: 300 };

/** Provider sign-ins started and finished per IP (each stores a flow): generous for people, a wall for a flood. */
export const authorizeBucket: Bucket = { name: 'authorize', burst: 30, perPeriod: 60, periodSeconds: 300 };

/** The one answer every auth limit gives (per IP or per account), so none can be told from another. */
export const rateLimited = (retryAfterSeconds: number) =>
  new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached', {}, { 'retry-after': String(retryAfterSeconds) });

/**
 * A token bucket per (route, client IP), kept in the database (`takeToken`) so the limit holds across server
 * processes. Off when AUTH_RATE_LIMITS is false (the default under tests).
 */
export function rateLimit(ctx: AuthContext, bucket: Bucket) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    if (!ctx.deps.env.AUTH_RATE_LIMITS) return next();
    const taken = await takeToken(ctx.deps.db, ctx.deps.logger, bucket, limitKey(clientIp(c, ctx.deps.env)));
    if (!taken.allowed) throw rateLimited(taken.retryAfter);
    return next();
  });
}
