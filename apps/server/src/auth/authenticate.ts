import { and, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { sessions, users } from '../db/schema/auth.ts';
import type { AuthContext } from './auth-context.ts';
import { AuthError } from './auth-error.ts';
import { bearerToken, verifyAccessToken } from './verify-access-token.ts';
import { factorsFrom, factorsOf } from './mfa/factor-json.ts';

/**
 * The bearer of `/user` and `/logout`, checked as GoTrue does: a valid signature, then the user and the
 * session must still exist (a signed-out session is `session_not_found`, which supabase-js turns into
 * SIGNED_OUT). Answers them with the user's factors, read in the same query.
 */
export async function authenticate(ctx: AuthContext, c: Context) {
  const token = bearerToken(c.req.header('authorization'));
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  let claims;
  try {
    claims = await verifyAccessToken((await ctx.keys()).getKey, token);
  } catch (error) {
    throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${(error as Error).message}`);
  }
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : '';
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (!uuid.test(claims.sub)) throw new AuthError(403, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
  const cached = ctx.sessionCache.get(claims.sub, sessionId);
  if (cached) return cached;
  const ticket = ctx.sessionCache.ticket();
  const [row] = await ctx.deps.db
    .select({ user: users, session: sessions, factors: factorsOf(sql`${users.id}`).mapWith(factorsFrom) })
    .from(users)
    .leftJoin(sessions, and(eq(sessions.userId, users.id), eq(sessions.id, uuid.test(sessionId) ? sessionId : users.id)))
    .where(eq(users.id, claims.sub));
  if (!row) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  if (!row.session) throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  const found = { user: row.user, session: row.session, factors: row.factors };
  ctx.sessionCache.set(found, ticket);
  return found;
}
