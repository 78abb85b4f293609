import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type UserRow, refreshTokens, sessions, users } from '../db/schema/auth.ts';
import type { AuthContext } from './auth-context.ts';
import { newOpaqueToken, signAccessToken, tokenHash } from './tokens.ts';
import { userJson } from './user-json.ts';

export type SessionRow = typeof sessions.$inferSelect;

/** The session body every grant answers with. */
export async function sessionJson(ctx: AuthContext, user: UserRow, session: SessionRow, refreshToken: string) {
  const { jwt, exp } = signAccessToken(await ctx.keys(), ctx.issuer, ctx.lifetime, {
    user,
    sessionId: session.id,
    authenticatedAt: session.authenticatedAt,
    amrMethod: session.amrMethod,
  });
  return {
    access_token: jwt,
    token_type: 'bearer',
    expires_in: ctx.lifetime,
    expires_at: exp,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

/** Starts a session with its first refresh token; call inside the transaction that proved the identity. */
export async function startSession(db: Db, user: UserRow, amrMethod: 'password' | 'otp' | 'recovery' = 'password') {
  const now = new Date();
  const [session] = await db.insert(sessions).values({ userId: user.id, amrMethod, authenticatedAt: now }).returning();
  const refreshToken = newOpaqueToken();
  await db.insert(refreshTokens).values({ tokenHash: tokenHash(refreshToken), sessionId: session!.id });
  const [updated] = await db.update(users).set({ lastSignInAt: now }).where(eq(users.id, user.id)).returning();
  return { session: session!, refreshToken, user: updated! };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an access token's session is still open (not signed out, user not deleted). */
export async function sessionExists(db: Db, userId: string, sessionId: unknown): Promise<boolean> {
  if (typeof sessionId !== 'string' || !uuidPattern.test(sessionId) || !uuidPattern.test(userId)) return false;
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .limit(1);
  return row !== undefined;
}
