import { and, eq, sql } from 'drizzle-orm';
import { refreshTokens, sessions, users } from '../db/schema/auth.ts';
import type { AuthContext } from './auth-context.ts';
import { AuthError } from './auth-error.ts';
import { optionalString } from './request-body.ts';
import { sessionJson } from './sessions.ts';
import { childToken, tokenHash } from './tokens.ts';
import { forgetSessions } from './forget-sessions.ts';
import { sessionRefusedBySso, ssoManagedError } from './sso/sso-required.ts';
import { deactivatedByDirectory, deactivatedError } from './directory-status.ts';
import type { SessionRow } from './sessions.ts';
import { factorsFrom, factorsOf } from './mfa/factor-json.ts';

/** How long a just-rotated token still works (the CLI's and hosted GoTrue's REFRESH_TOKEN_REUSE_INTERVAL). */
export const reuseIntervalMs = 10_000;

const notFound = () => new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');

/**
 * `grant_type=refresh_token` with rotation as GoTrue does it: the presented token is revoked and its child
 * issued. The parent of the active token, presented again within 10 s (two tabs refreshing at once, a
 * lost answer), gets that same active token; any other revoked token is treated as stolen and ends the
 * whole session, every token of that sign-in with it.
 */
export async function refreshGrant(ctx: AuthContext, body: Record<string, unknown>) {
  const presented = optionalString(body, 'refresh_token');
  if (!presented || presented.length < 12 || presented.length > 128) {
    throw new AuthError(400, 'validation_failed', 'Refresh token is not valid');
  }
  const hash = tokenHash(presented);
  const child = childToken((await ctx.keys()).refreshKey, presented);
  const childHash = tokenHash(child);
  try {
    // The common case, a live token, is one statement shared with the refreshes arriving meanwhile.
    const rotated = await ctx.rotations.rotate(hash, childHash);
    if (rotated) {
      if (rotated.ssoRefused) return await refuseOutsideSso(ctx, rotated.session);
      if (rotated.deactivated) return await refuseSession(ctx, rotated.session, deactivatedError());
      return await sessionJson(ctx, rotated, child);
    }
    return await reuseOrRevoke(ctx, hash, child, childHash);
  } catch (error) {
    // The session was ended (logout, password change) between the lookup and the insert.
    if (isForeignKeyViolation(error)) throw notFound();
    throw error;
  }
}

/** The presented token is revoked (or unknown): a repeat of the last refresh, or theft. */
async function reuseOrRevoke(ctx: AuthContext, hash: string, child: string, childHash: string) {
  const { db } = ctx.deps;
  const [found] = await db
    .select({
      token: refreshTokens,
      session: sessions,
      user: users,
      factors: factorsOf(sql`${users.id}`).mapWith(factorsFrom),
      ssoRefused: sessionRefusedBySso(sql`${users.email}`, sql`${sessions.ssoTeamId}`).mapWith(Boolean),
      deactivated: deactivatedByDirectory(sql`${users.id}`).mapWith(Boolean),
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(refreshTokens.tokenHash, hash));
  if (!found) throw notFound();
  if (found.ssoRefused) return refuseOutsideSso(ctx, found.session);
  if (found.deactivated) return refuseSession(ctx, found.session, deactivatedError());
  if (Date.now() - found.token.updatedAt.getTime() <= reuseIntervalMs) {
    const [active] = await db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.tokenHash, childHash), eq(refreshTokens.sessionId, found.session.id), eq(refreshTokens.revoked, false)));
    if (active) return sessionJson(ctx, found, child);
  }
  await db.delete(sessions).where(eq(sessions.id, found.session.id));
  forgetSessions(ctx, found.user.id);
  throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
}

/**
 * A session whose address now requires its team's SSO, not started through that team's IdP: requiring SSO ended such
 * sessions (endSessionsOutsideSso); one that slipped past (started while the switch was turned on) ends here. Refused
 * with the code sign-in answers for the address (supabase-js drops its session on any 4xx and the website says why).
 */
async function refuseOutsideSso(ctx: AuthContext, session: SessionRow): Promise<never> {
  return refuseSession(ctx, session, ssoManagedError());
}

/** Ends the session whose refresh is refused, and says why. */
async function refuseSession(ctx: AuthContext, session: SessionRow, reason: AuthError): Promise<never> {
  await ctx.deps.db.delete(sessions).where(eq(sessions.id, session.id));
  forgetSessions(ctx, session.userId);
  throw reason;
}

function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23503' || e.cause?.code === '23503';
}
