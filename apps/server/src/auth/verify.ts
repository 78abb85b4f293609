import { and, eq, gt } from 'drizzle-orm';
import { oneTimeTokens, sessions, users } from '../db/schema/auth.ts';
import type { AuthContext } from './auth-context.ts';
import { AuthError } from './auth-error.ts';
import { sessionJson, startSession } from './sessions.ts';
import { tokenHash } from './tokens.ts';
import { forgetSessions } from './forget-sessions.ts';
import type { RequestOrigin } from '../lib/request-origin.ts';

export const linkTypes = ['signup', 'recovery'] as const;
export type LinkType = (typeof linkTypes)[number];

export const expiredLink = () => new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');

/**
 * Spends a mailed link's token (once: the delete is the check) and signs its user in. A signup link
 * also confirms the email; a recovery link's session is what lets the user choose a new password.
 */
export async function verifyLink(ctx: AuthContext, token: string, type: LinkType, origin: RequestOrigin) {
  if (token.length < 12 || token.length > 128) throw expiredLink();
  const started = await ctx.deps.db.transaction(async (tx) => {
    const [spent] = await tx
      .delete(oneTimeTokens)
      .where(and(eq(oneTimeTokens.tokenHash, tokenHash(token)), eq(oneTimeTokens.type, type), gt(oneTimeTokens.expiresAt, new Date())))
      .returning();
    if (!spent) return undefined;
    const [user] = await tx
      .update(users)
      .set(type === 'signup' ? confirmation(spent) : { updatedAt: new Date() })
      .where(eq(users.id, spent.userId))
      .returning();
    if (type !== 'signup') return startSession(tx, user!, 'recovery', { method: 'password_reset', ...origin });
    // Confirmed: the other sign-ups' links and every earlier session end (someone who signed up with this
    // address before its owner keeps nothing).
    await tx.delete(oneTimeTokens).where(and(eq(oneTimeTokens.userId, spent.userId), eq(oneTimeTokens.type, 'signup')));
    await tx.delete(sessions).where(eq(sessions.userId, spent.userId));
    return startSession(tx, user!, 'otp', { method: 'magic_link', ...origin });
  });
  if (!started) throw expiredLink();
  forgetSessions(ctx, started.user.id);
  return sessionJson(ctx, started, started.refreshToken);
}

/** Confirming a signup link: the email, and the password and data of the sign-up that sent the link. */
function confirmation(spent: typeof oneTimeTokens.$inferSelect) {
  return {
    emailConfirmedAt: new Date(),
    updatedAt: new Date(),
    ...(spent.encryptedPassword ? { encryptedPassword: spent.encryptedPassword } : {}),
    ...(spent.userMetadata ? { userMetadata: spent.userMetadata } : {}),
  };
}

/** GoTrue's implicit-flow redirect: the session in the URL fragment, where supabase-js picks it up. */
export function fragmentRedirect(target: string, values: Record<string, string | number>): string {
  const url = new URL(target);
  const fragment = new URLSearchParams(Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])));
  url.hash = fragment.toString();
  return url.toString();
}
