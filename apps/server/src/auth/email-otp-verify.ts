import { and, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { SignInNote } from '../audit/security-activity.ts';
import type { Db } from '../db/client.ts';
import { type UserRow, oneTimeTokens, sessions, users } from '../db/schema/auth.ts';
import { keyedDigest } from '../lib/keyed-digest.ts';
import type { RequestOrigin } from '../lib/request-origin.ts';
import { type Bucket, giveBackToken, takeToken } from '../lib/token-bucket.ts';
import type { AuthContext } from './auth-context.ts';
import { AuthError } from './auth-error.ts';
import { otpCodeDigest, otpType } from './email-otp.ts';
import { forgetSessions } from './forget-sessions.ts';
import { rateLimited } from './rate-limit.ts';
import { normaliseEmail } from './request-body.ts';
import { sessionJson, startSession } from './sessions.ts';
import { tokenHash } from './tokens.ts';

/** Wrong codes an outstanding code survives: the fifth burns it (and its link), so one mail buys five guesses in a million. */
export const maxWrongCodes = 5;

/**
 * Codes tried per address, from every IP together (on with AUTH_RATE_LIMITS): 10 at once, then one a minute. With
 * the burn above, a guesser spread over many addresses is held both by the codes it can get mailed and by this.
 */
export const otpAddressBucket: Bucket = { name: 'otp-verify', burst: 10, perPeriod: 1, periodSeconds: 60 };

export const invalidOtp = () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid');

/** `POST /verify` with `{ type: 'email' | 'magiclink', email, token }`: the mailed 6-digit code opens a session. */
export async function verifyEmailCode(ctx: AuthContext, rawEmail: string, code: string, origin: RequestOrigin) {
  const email = normaliseEmail(rawEmail);
  const addressKey = await keyedDigest(ctx.deps.env, 'email sign-in address', email);
  if (ctx.deps.env.AUTH_RATE_LIMITS) {
    const taken = await takeToken(ctx.deps.db, ctx.deps.logger, otpAddressBucket, addressKey);
    if (!taken.allowed) throw rateLimited(taken.retryAfter);
  }
  const [user] = await ctx.deps.db.select().from(users).where(eq(users.email, email));
  if (!user) throw invalidOtp();
  const digest = /^\d{6}$/.test(code) ? await otpCodeDigest(ctx, user.id, code) : undefined;
  const started = digest ? await spend(ctx, user.id, digest, { method: 'email_code', ...origin }) : undefined;
  if (!started) {
    await countWrongCode(ctx.deps.db, user);
    throw invalidOtp();
  }
  if (ctx.deps.env.AUTH_RATE_LIMITS) await giveBackToken(ctx.deps.db, otpAddressBucket, addressKey);
  return started;
}

/** `GET /verify?type=magiclink&token=…` (the mailed link) and `POST /verify` with its `token_hash`. */
export async function verifyEmailLink(ctx: AuthContext, token: string, origin: RequestOrigin) {
  if (token.length < 12 || token.length > 128) throw invalidOtp();
  const [row] = await ctx.deps.db.select({ userId: oneTimeTokens.userId }).from(oneTimeTokens).where(eq(oneTimeTokens.tokenHash, tokenHash(token)));
  const started = row ? await spend(ctx, row.userId, tokenHash(token), { method: 'magic_link', ...origin }) : undefined;
  if (!started) throw invalidOtp();
  return started;
}

/**
 * Spends the code or link (the delete is the check, so it works once) with its twin, and signs the user in. The
 * first sign-in by mail confirms the address; a password someone set on the unconfirmed account before its owner
 * proved the mailbox is dropped with every session and pending sign-up link (no pre-registration takeover).
 */
async function spend(ctx: AuthContext, userId: string, hash: string, note: SignInNote) {
  const started = await ctx.deps.db.transaction(async (tx) => {
    const live = and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.type, otpType), gt(oneTimeTokens.expiresAt, new Date()), lt(oneTimeTokens.attempts, maxWrongCodes));
    const [spent] = await tx.delete(oneTimeTokens).where(and(live, eq(oneTimeTokens.tokenHash, hash))).returning();
    if (!spent) return undefined;
    await tx.delete(oneTimeTokens).where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.type, otpType)));
    const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!before) return undefined;
    let user: UserRow = before;
    // A mailed code proves the email identity: an account made with a provider gains it (GoTrue does the same).
    if (!before.providers.includes('email')) {
      [user = before] = await tx.update(users).set({ providers: [...before.providers, 'email'] }).where(eq(users.id, userId)).returning();
    }
    if (!before.emailConfirmedAt) {
      [user = before] = await tx.update(users).set({ emailConfirmedAt: new Date(), encryptedPassword: '', updatedAt: new Date() }).where(eq(users.id, userId)).returning();
      await tx.delete(oneTimeTokens).where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.type, 'signup')));
      await tx.delete(sessions).where(eq(sessions.userId, userId));
    }
    return startSession(tx, user, 'otp', note);
  });
  if (!started) return undefined;
  forgetSessions(ctx, userId);
  return sessionJson(ctx, started, started.refreshToken);
}

/** A wrong code counts against the user's outstanding code and link, which are burnt at the limit. */
async function countWrongCode(db: Db, user: UserRow): Promise<void> {
  const mine = and(eq(oneTimeTokens.userId, user.id), eq(oneTimeTokens.type, otpType));
  await db.update(oneTimeTokens).set({ attempts: sql`${oneTimeTokens.attempts} + 1` }).where(mine);
  await db.delete(oneTimeTokens).where(and(mine, gte(oneTimeTokens.attempts, maxWrongCodes)));
}
