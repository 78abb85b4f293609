import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type UserRow, sessions } from '../db/schema/auth.ts';
import type { AuthContext } from './auth-context.ts';
import { newOpaqueToken, signAccessToken, tokenHash } from './tokens.ts';
import { userJson } from './user-json.ts';
import { providerIdentities } from './identities.ts';
import { rowsOf } from '../db/rows-of.ts';
import { fromRow, sessionAndUserColumns } from './session-row-sql.ts';
import { refuseIfSsoRequired, ssoAmrMethod, ssoRecoveryAmrMethod } from './sso/sso-required.ts';
import { awaitsCode } from './mfa/factor-json.ts';
import { signInInsert, type SignInNote } from '../audit/security-activity.ts';
import { deactivatedByDirectory, deactivatedError, isDeactivated } from './directory-status.ts';

// The row types live in session-row.ts, which the token and cache modules read without importing this one.
import type { SessionOfUser } from './session-row.ts';
export type { SessionOfUser, SessionRow } from './session-row.ts';

/** The session body every grant answers with (the user with their factors, as GoTrue's eager-loaded user). */
export async function sessionJson(ctx: AuthContext, { user, session, factors }: SessionOfUser, refreshToken: string) {
  const { jwt, exp } = signAccessToken(await ctx.keys(), ctx.issuer, ctx.lifetime, { user, session });
  return {
    access_token: jwt,
    token_type: 'bearer',
    expires_in: ctx.lifetime,
    expires_at: exp,
    refresh_token: refreshToken,
    user: userJson(user, await providerIdentities(ctx.deps.db, user), factors),
  };
}

/**
 * How a session starts: GoTrue's amr methods, or a team's: its IdP (amr `sso/oidc`) or its owner's recovery code
 * (`recoveryCode`, amr `sso/recovery`), the team recorded with the session either way.
 */
export type SessionMethod = 'password' | 'otp' | 'recovery' | 'oauth' | { ssoTeamId: string; recoveryCode?: true };

/**
 * Starts a session with its first refresh token, stamps the user's sign-in and records it in their security activity
 * (`note`: how and from where), in one statement (one round trip, atomic on its own; callers may still run it inside
 * their transaction). `renewedHash` replaces the stored password hash in the same write (argon2 parameters changed).
 */
export async function startSession(db: Db, user: UserRow, method: SessionMethod, note: SignInNote, renewedHash?: string) {
  // Codes and mailed links sent before the team required SSO must not open a session after (password sign-in and
  // sign-up refuse earlier, before any work; provider sign-ins are judged by the callback).
  if (method === 'otp' || method === 'recovery') await refuseIfSsoRequired(db, user.email);
  const amrMethod = typeof method === 'string' ? method : method.recoveryCode ? ssoRecoveryAmrMethod : ssoAmrMethod;
  const ssoTeamId = typeof method === 'string' ? null : method.ssoTeamId;
  const refreshToken = newOpaqueToken();
  // A person their team's directory deactivated (SCIM, decision 047) gets no session, whatever the way in: the check
  // rides in the same statement, and only a refused start costs a second query (to say why).
  const result = await db.execute(sql`
    with s as (
      insert into auth_sessions (user_id, amr_method, sso_team_id, authenticated_at)
      select ${user.id}::uuid, ${amrMethod}::text, ${ssoTeamId}::uuid, now() where not ${deactivatedByDirectory(sql`${user.id}::uuid`)}
      returning *
    ), r as (
      insert into auth_refresh_tokens (token_hash, session_id) select ${tokenHash(refreshToken)}, id from s
    ), u as (
      update users set last_sign_in_at = now(), encrypted_password = coalesce(${renewedHash ?? null}, encrypted_password)
      where id = ${user.id} and exists (select 1 from s) returning *
    ), e as (${signInInsert(user.id, note, sql`exists (select 1 from s)`)})
    select ${sessionAndUserColumns} from s, u`);
  const row = rowsOf(result)[0];
  if (!row) {
    if (await isDeactivated(db, user.id)) throw deactivatedError();
    throw new Error('the user to start a session for no longer exists');
  }
  return { ...fromRow(row), refreshToken };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value can be a row id (a malformed one would make PostgreSQL fail the query). */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && uuidPattern.test(value);

/**
 * Whether an access token's session is still open (not signed out, user not deleted), and whether it waits for a
 * factor's code: an aal1 session of an account with a verified factor (decision 046), known in the same query.
 */
export async function sessionAccess(db: Db, userId: string, sessionId: unknown): Promise<{ awaitsCode: boolean } | undefined> {
  if (!isUuid(sessionId) || !isUuid(userId)) return undefined;
  const [row] = await db
    .select({ awaitsCode: awaitsCode(sql`${sessions.userId}`, sql`${sessions.aal}`) })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .limit(1);
  return row;
}
