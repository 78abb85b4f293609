import { and, eq } from 'drizzle-orm';
import { type UserRow, oneTimeTokens, users } from '../db/schema/auth.ts';
import { type MailKind, type MailLocale, renderAuthMail } from '../lib/mail/mail-templates.ts';
import type { AuthContext } from './auth-context.ts';
import { newOpaqueToken, tokenHash } from './tokens.ts';
import { isAllowedRedirect } from './redirect-allow-list.ts';

/** GoTrue's SMTP_MAX_FREQUENCY: one mail of a kind per user per minute. */
export const mailIntervalMs = 60_000;
const linkLifetimeMs = { signup: 24 * 3600_000, recovery: 3600_000 } as const;

/** `redirect_to` when PUBLIC_URL or AUTH_REDIRECT_ALLOW_LIST allows it (a path is taken on PUBLIC_URL), else the default page. */
export function safeRedirect(ctx: AuthContext, requested: string | undefined, fallbackPath: string): string {
  const origin = ctx.deps.env.PUBLIC_URL;
  const url = requested ? URL.parse(requested, origin) : null;
  if (url && isAllowedRedirect(ctx.deps.env, url.toString())) return url.toString();
  return `${origin}${fallbackPath}`;
}

export const defaultLanding = (kind: MailKind, locale: MailLocale) =>
  kind === 'recovery' ? `/${locale}/reset-password` : `/${locale}/onboarding`;

/** What a signup link confirms: the password and data of the sign-up that asked for it. */
export interface SignupAttempt {
  encryptedPassword: string;
  userMetadata: Record<string, unknown>;
}

/**
 * Stores a single-use token and mails its verify link (`/auth/v1/verify?token=…&type=…&redirect_to=…`).
 * A new recovery link replaces older recovery links; signup links stay valid side by side, each tied to
 * its own sign-up, so a later sign-up by someone else cannot cancel the owner's link. Links of the
 * other kind are never touched: asking for a reset must not cancel a pending confirmation.
 */
export async function sendAuthMail(
  ctx: AuthContext,
  user: UserRow,
  kind: MailKind,
  locale: MailLocale,
  redirectTo: string,
  signup?: SignupAttempt,
) {
  const token = newOpaqueToken();
  const now = Date.now();
  const { db } = ctx.deps;
  await db.transaction(async (tx) => {
    if (kind === 'recovery') {
      await tx.delete(oneTimeTokens).where(and(eq(oneTimeTokens.userId, user.id), eq(oneTimeTokens.type, 'recovery')));
    }
    await tx.insert(oneTimeTokens).values({
      tokenHash: tokenHash(token),
      userId: user.id,
      type: kind,
      expiresAt: new Date(now + linkLifetimeMs[kind]),
      ...(signup ?? {}),
    });
    const sent = new Date(now);
    await tx
      .update(users)
      .set(kind === 'recovery' ? { recoverySentAt: sent } : { confirmationSentAt: sent })
      .where(eq(users.id, user.id));
  });
  const params = new URLSearchParams({ token, type: kind, redirect_to: redirectTo });
  const link = `${ctx.issuer}/verify?${params.toString()}`;
  await ctx.mailer.send({ to: user.email, ...renderAuthMail(kind, locale, link), link });
}
