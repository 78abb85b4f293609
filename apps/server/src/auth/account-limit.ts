import { keyedDigest } from '../lib/keyed-digest.ts';
import { type Bucket, giveBackToken, takeToken } from '../lib/token-bucket.ts';
import type { AuthContext } from './auth-context.ts';
import { rateLimited } from './rate-limit.ts';

/**
 * Password sign-ins per account, from every address together: 10 at once, then one a minute. Only failures count
 * (a success gives its token back), so the owner barely notices while a guesser spread over many addresses slows to
 * 1,440 guesses a day. Never a lock: the bucket refills on its own.
 */
export const accountBucket: Bucket = { name: 'account', burst: 10, perPeriod: 1, periodSeconds: 60 };

/**
 * Keyed: the limits table never holds an address, nor a plain hash a list of addresses would reverse (decision 029);
 * unknown addresses are limited exactly like known ones.
 */
export const accountKey = (ctx: AuthContext, email: string) => keyedDigest(ctx.deps.env, 'sign-in limit', email);

/** Takes an attempt for `email` before its password is checked; when none is left, the per-IP limit's answer. */
export async function takeSignInAttempt(ctx: AuthContext, email: string): Promise<void> {
  if (!ctx.deps.env.AUTH_RATE_LIMITS) return;
  const taken = await takeToken(ctx.deps.db, ctx.deps.logger, accountBucket, await accountKey(ctx, email));
  if (!taken.allowed) throw rateLimited(taken.retryAfter);
}

/** A sign-in that succeeded does not count against its account. */
export async function giveBackSignInAttempt(ctx: AuthContext, email: string): Promise<void> {
  if (!ctx.deps.env.AUTH_RATE_LIMITS) return;
  await giveBackToken(ctx.deps.db, accountBucket, await accountKey(ctx, email));
}
