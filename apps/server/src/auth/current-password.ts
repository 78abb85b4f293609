import { eq, sql } from 'drizzle-orm';
import { type UserRow, sessions } from '../db/schema/auth.ts';
import type { AuthContext } from './auth-context.ts';
import { AuthError } from './auth-error.ts';
import { verifyPassword } from './passwords.ts';
import type { SessionRow } from './sessions.ts';
import { forgetSessions } from './forget-sessions.ts';

/** How recent a sign-in must be to set a first password without a reauthentication code (GoTrue's 24 hours). */
export const firstPasswordWindowMs = 24 * 3600_000;

/** Wrong current passwords or nonces a session may give before it is ended (a token thief guessing). */
export const maxWrongCurrentPasswords = 5;

/**
 * Supabase Auth's "require current password": a bearer token alone cannot set a new password, or a stolen
 * access token would take the account over. A session a recovery link started (amr `recovery`) proved
 * the mailbox instead. A wrong guess counts against this session only, never as a failed sign-in, so it
 * cannot slow down or lock out the account's owner; after a few the session is ended.
 * Answers whether the new password equals the current one (GoTrue's `same_password`), known for free
 * once the current password is proved; undefined when it must still be checked against the hash.
 */
export async function proveCurrentPassword(
  ctx: AuthContext,
  user: UserRow,
  session: SessionRow,
  currentPassword: string | undefined,
  newPassword: string,
): Promise<boolean | undefined> {
  if (session.amrMethod === 'recovery') return undefined;
  if (!user.encryptedPassword) {
    // A first password (the account signed in by mail or a provider) has nothing to prove but a recent sign-in, as
    // GoTrue's secure password change asks; an older session proves the mailbox with a reauthentication code.
    if (Date.now() - session.authenticatedAt.getTime() < firstPasswordWindowMs) return false;
    throw new AuthError(400, 'reauthentication_needed', 'Password update requires reauthentication');
  }
  if (!currentPassword) {
    throw new AuthError(400, 'current_password_required', 'Current password required when setting a new password.');
  }
  if (await verifyPassword(user.encryptedPassword, currentPassword)) return currentPassword === newPassword;
  await recordWrongProof(ctx, user, session);
  throw new AuthError(400, 'current_password_mismatch', 'Current password does not match.');
}

/** What counting a wrong proof needs: the database, and this process's session cache where there is one. */
export type ProofContext = Pick<AuthContext, 'deps'> & Partial<Pick<AuthContext, 'sessionCache'>>;

/** A wrong current password or reauthentication nonce: counted against the session, which ends after a few. */
export async function recordWrongProof(ctx: ProofContext, user: Pick<UserRow, 'id'>, session: Pick<SessionRow, 'id'>): Promise<void> {
  const { db } = ctx.deps;
  const [row] = await db
    .update(sessions)
    .set({ failedPasswordChecks: sql`${sessions.failedPasswordChecks} + 1` })
    .where(eq(sessions.id, session.id))
    .returning({ failed: sessions.failedPasswordChecks });
  if ((row?.failed ?? maxWrongCurrentPasswords) >= maxWrongCurrentPasswords) {
    await db.delete(sessions).where(eq(sessions.id, session.id));
    // The database notifies every listener of the ended session (migration auth/0002); this is the sooner local drop.
    if (ctx.sessionCache) forgetSessions({ ...ctx, sessionCache: ctx.sessionCache }, user.id);
  }
}
