import type { Bucket } from '../../lib/token-bucket.ts';
import { giveBackToken, takeToken } from '../../lib/token-bucket.ts';
import type { AuthContext } from '../auth-context.ts';
import { rateLimited } from '../rate-limit.ts';

/** GoTrue's MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY per address: 15 a minute, a burst of 30 (each route its own bucket). */
export const challengeBucket: Bucket = { name: 'mfa-challenge', burst: 30, perPeriod: 15, periodSeconds: 60 };
export const factorVerifyBucket: Bucket = { name: 'mfa-verify', burst: 30, perPeriod: 15, periodSeconds: 60 };

/**
 * Wrong codes per account, from every address and session together (ours; decision 046): 5 at once, then one a minute.
 * A code is one of about 3 in a million (three steps are accepted), so a guesser gets ~0.4 % a day; the owner, who
 * mistypes now and then, never notices. Always on, unlike the per-address limits: it is the one that stops guessing.
 */
export const wrongCodeBucket: Bucket = { name: 'mfa-code', burst: 5, perPeriod: 1, periodSeconds: 60 };

export async function takeCodeAttempt(ctx: AuthContext, userId: string): Promise<void> {
  const taken = await takeToken(ctx.deps.db, ctx.deps.logger, wrongCodeBucket, userId);
  if (!taken.allowed) throw rateLimited(taken.retryAfter);
}

/** A right code does not count against the account. */
export const giveBackCodeAttempt = (ctx: AuthContext, userId: string) => giveBackToken(ctx.deps.db, wrongCodeBucket, userId);
