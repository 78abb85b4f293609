import { eq } from 'drizzle-orm';
import { forgetRunHints } from '../ai/run-hints.ts';
import { refreshTokens, sessions, users } from '../db/schema/auth.ts';
import type { AuthContext } from './auth-context.ts';
import { AuthError } from './auth-error.ts';
import { optionalString } from './request-body.ts';
import { sessionJson } from './sessions.ts';
import { newOpaqueToken, tokenHash } from './tokens.ts';

/** How long a just-rotated token still works (the CLI's and hosted GoTrue's REFRESH_TOKEN_REUSE_INTERVAL). */
export const reuseIntervalMs = 10_000;

const notFound = () => new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');

/**
 * `grant_type=refresh_token` with rotation: the presented token is revoked and a child issued. A token
 * revoked less than 10 s ago (two tabs refreshing at once) gets a child of its own; an older one is
 * treated as stolen and ends the whole session.
 */
export async function refreshGrant(ctx: AuthContext, body: Record<string, unknown>) {
  const presented = optionalString(body, 'refresh_token');
  if (!presented || presented.length < 12 || presented.length > 128) {
    throw new AuthError(400, 'validation_failed', 'Refresh token is not valid');
  }
  const hash = tokenHash(presented);
  const child = newOpaqueToken();
  const childHash = tokenHash(child);
  try {
    // The common case, a live token, is one statement shared with the refreshes arriving meanwhile.
    const rotated = await ctx.rotations.rotate(hash, childHash);
    if (rotated) return await sessionJson(ctx, rotated.user, rotated.session, child);
    return await reuseOrRevoke(ctx, hash, child, childHash);
  } catch (error) {
    // The session was ended (logout, password change) between the lookup and the insert.
    if (isForeignKeyViolation(error)) throw notFound();
    throw error;
  }
}

/** The presented token is revoked (or unknown): a second use within the interval, or theft. */
async function reuseOrRevoke(ctx: AuthContext, hash: string, child: string, childHash: string) {
  const { db } = ctx.deps;
  const [found] = await db
    .select({ token: refreshTokens, session: sessions, user: users })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(refreshTokens.tokenHash, hash));
  if (!found) throw notFound();
  if (Date.now() - found.token.updatedAt.getTime() > reuseIntervalMs) {
    await db.delete(sessions).where(eq(sessions.id, found.session.id));
    ctx.sessionCache.forgetUser(found.user.id);
    forgetRunHints(db, found.user.id);
    throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  }
  await db.insert(refreshTokens).values({ tokenHash: childHash, sessionId: found.session.id, parentHash: hash });
  return sessionJson(ctx, found.user, found.session, child);
}

function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23503' || e.cause?.code === '23503';
}
