import { randomInt } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type UserRow, oneTimeTokens, users } from '../db/schema/auth.ts';
import { keyedDigest } from '../lib/keyed-digest.ts';
import type { MailLocale } from '../lib/mail/mail-templates.ts';
import type { AuthContext } from './auth-context.ts';
import { AuthError } from './auth-error.ts';
import { mailIntervalMs } from './auth-mail.ts';
import { type ProofContext, recordWrongProof } from './current-password.ts';
import { renderReauthenticationMail } from './reauthentication-mail.ts';
import type { SessionRow } from './sessions.ts';

/** Supabase's default email OTP lifetime (GoTrue's own default is a day; an hour is what projects and its CLI use). */
export const nonceLifetimeMs = 3600_000;
const type = 'reauthentication';

/**
 * What is stored of a nonce: an HMAC under the secrets key of the user's id and the code. A million codes make a
 * plain hash reversible at a glance; this one is useless without the key, and is another user's nothing.
 */
const nonceDigest = (ctx: Pick<AuthContext, 'deps'>, userId: string, nonce: string) => keyedDigest(ctx.deps.env, 'reauthentication nonce', `${userId}:${nonce}`);

export const invalidNonce = () => new AuthError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid');

/**
 * `GET /reauthenticate`: mails the user a fresh 6-digit code that `PUT /user` takes instead of the current password.
 * A new code replaces the last one; one mail a minute per user (GoTrue's SMTP_MAX_FREQUENCY), checked under a lock
 * on the user's row so two requests at once cannot both send.
 */
export async function sendReauthentication(ctx: AuthContext, user: UserRow, locale: MailLocale): Promise<void> {
  if (!user.emailConfirmedAt) throw new AuthError(422, 'email_not_confirmed', 'Please verify your email first.');
  const nonce = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const tokenHash = await nonceDigest(ctx, user.id, nonce);
  await ctx.deps.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const replaced = await tx.delete(oneTimeTokens).where(and(eq(oneTimeTokens.userId, user.id), eq(oneTimeTokens.type, type))).returning();
    if (replaced.some((row) => Date.now() - row.createdAt.getTime() < mailIntervalMs)) {
      throw new AuthError(429, 'over_email_send_rate_limit', 'For security purposes, you can only request this once every 60 seconds');
    }
    await tx.insert(oneTimeTokens).values({ tokenHash, userId: user.id, type, expiresAt: new Date(Date.now() + nonceLifetimeMs) });
  });
  const settings = `${ctx.deps.env.PUBLIC_URL}/${locale}/settings`;
  await ctx.mailer.send({ to: user.email, ...renderReauthenticationMail(locale, nonce, settings), link: settings });
}

/**
 * Checks a nonce before the password change it allows, without spending it (a refused new password keeps it). A wrong
 * one counts against this session like a wrong current password: a token thief gets a few guesses at a million codes.
 */
export async function checkNonce(ctx: ProofContext, user: Pick<UserRow, 'id'>, session: Pick<SessionRow, 'id'>, nonce: string): Promise<void> {
  const valid = /^\d{6}$/.test(nonce) && (await ctx.deps.db.select({ userId: oneTimeTokens.userId }).from(oneTimeTokens).where(live(await nonceDigest(ctx, user.id, nonce)))).length > 0;
  if (valid) return;
  await recordWrongProof(ctx, user, session);
  throw invalidNonce();
}

/** Spends the nonce in the transaction that changes the password: the delete is the check, so it works once. */
export async function spendNonce(ctx: AuthContext, tx: Pick<Db, 'delete'>, user: UserRow, nonce: string): Promise<void> {
  const spent = await tx.delete(oneTimeTokens).where(live(await nonceDigest(ctx, user.id, nonce))).returning({ userId: oneTimeTokens.userId });
  if (spent.length === 0) throw invalidNonce();
}

const live = (tokenHash: string) => and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.type, type), gt(oneTimeTokens.expiresAt, new Date()));
