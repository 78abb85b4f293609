import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { type UserRow, oneTimeTokens, users } from '../db/schema/auth.ts';
import { keyedDigest } from '../lib/keyed-digest.ts';
import type { MailLocale } from '../lib/mail/mail-templates.ts';
import type { AuthContext } from './auth-context.ts';
import { AuthError } from './auth-error.ts';
import { mailIntervalMs } from './auth-mail.ts';
import { renderEmailOtpMail } from './email-otp-mail.ts';
import { newOpaqueToken, tokenHash } from './tokens.ts';

/** Supabase's email OTP lifetime (MAILER_OTP_EXP as its CLI and hosted projects set it: an hour). */
export const otpLifetimeMs = 3600_000;
export const otpType = 'magiclink';

/** What is stored of a code: an HMAC under the secrets key of the user's id and the code (decision 029). */
export const otpCodeDigest = (ctx: AuthContext, userId: string, code: string) => keyedDigest(ctx.deps.env, 'email sign-in code', `${userId}:${code}`);

/**
 * Mails `user` a fresh 6-digit code and a sign-in link (GoTrue's magic link mail), both single use and spent together.
 * They replace the last ones; one mail a minute per address (GoTrue's SMTP_MAX_FREQUENCY), checked under a lock on the
 * user's row so two requests at once cannot both send.
 */
export async function sendEmailOtp(ctx: AuthContext, user: UserRow, locale: MailLocale, redirectTo: string): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const linkToken = newOpaqueToken();
  const codeHash = await otpCodeDigest(ctx, user.id, code);
  const expiresAt = new Date(Date.now() + otpLifetimeMs);
  await ctx.deps.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const replaced = await tx
      .delete(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userId, user.id), eq(oneTimeTokens.type, otpType)))
      .returning({ createdAt: oneTimeTokens.createdAt });
    const last = Math.max(0, ...replaced.map((row) => row.createdAt.getTime()));
    const wait = Math.ceil((last + mailIntervalMs - Date.now()) / 1000);
    if (wait > 0) throw new AuthError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${wait} seconds.`);
    await tx.insert(oneTimeTokens).values([
      { tokenHash: codeHash, userId: user.id, type: otpType, expiresAt },
      { tokenHash: tokenHash(linkToken), userId: user.id, type: otpType, expiresAt },
    ]);
  });
  const params = new URLSearchParams({ token: linkToken, type: otpType, redirect_to: redirectTo });
  const link = `${ctx.issuer}/verify?${params.toString()}`;
  try {
    await ctx.mailer.send({ to: user.email, ...renderEmailOtpMail(locale, code, link), link });
  } catch (error) {
    // A mail that never left must not hold the address to the one-a-minute rule: the user may ask again at once.
    await ctx.deps.db.delete(oneTimeTokens).where(and(eq(oneTimeTokens.userId, user.id), eq(oneTimeTokens.type, otpType)));
    throw error;
  }
}
