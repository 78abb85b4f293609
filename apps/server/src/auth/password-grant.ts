import { recoveryCodeField } from '@selecta/shared/sso-recovery-codes';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { RequestOrigin } from '../lib/request-origin.ts';
import { type UserRow, users } from '../db/schema/auth.ts';
import { giveBackSignInAttempt, takeSignInAttempt } from './account-limit.ts';
import type { AuthContext } from './auth-context.ts';
import { AuthError, invalidCredentials } from './auth-error.ts';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { optionalString } from './request-body.ts';
import { sessionJson, startSession } from './sessions.ts';
import { signInWithRecoveryCode } from './sso/recovery-code-sign-in.ts';
import { ssoManagedError, teamRequiringSso } from './sso/sso-required.ts';

/** A password session; a hash made with older parameters is renewed while the password is at hand (one extra hash, once). */
async function passwordSession(db: Db, user: UserRow, password: string, origin: RequestOrigin) {
  const renewed = needsRehash(user.encryptedPassword) ? await hashPassword(password) : undefined;
  return startSession(db, user, 'password', { method: 'password', ...origin }, renewed);
}

/**
 * `grant_type=password`. Unknown email and wrong password give the same answer after the same work
 * (a hash is always verified), so neither the body nor the timing tells whether an account exists.
 */
export async function passwordGrant(ctx: AuthContext, body: Record<string, unknown>, origin: RequestOrigin) {
  const rawEmail = optionalString(body, 'email');
  const password = optionalString(body, 'password');
  if (!rawEmail) throw new AuthError(400, 'validation_failed', 'missing email or phone');
  if (!password) throw invalidCredentials();
  const email = rawEmail.trim().toLowerCase();
  const recoveryCode = optionalString(body, recoveryCodeField);
  const { db, env } = ctx.deps;
  // Before any work: the domain's policy is no secret (`POST /sso` tells it too), and the password is never tried,
  // unless a recovery code comes with it (the team owner's way past a broken IdP: decision 040, 2026-11-28).
  const ssoTeamId = await teamRequiringSso(db, email);
  if (ssoTeamId && !recoveryCode) throw ssoManagedError();
  await takeSignInAttempt(ctx, email);
  const [user] = await db.select().from(users).where(eq(users.email, email));
  // An account without a password (email codes, providers) looks exactly like an unknown one.
  const valid = user?.encryptedPassword ? await verifyPassword(user.encryptedPassword, password) : await verifyAgainstDummy(password);
  if (!user || !valid) throw invalidCredentials();
  // With a recovery code, the attempt is given back only once the code is good too: a wrong, spent or foreign code
  // counts like a wrong password, so codes are guessed no faster than passwords.
  if (!ssoTeamId) await giveBackSignInAttempt(ctx, email);
  if (env.AUTH_EMAIL_CONFIRM && !user.emailConfirmedAt) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  const started = ssoTeamId ? await signInWithRecoveryCode(ctx, user, ssoTeamId, recoveryCode ?? '', body.locale, origin) : await passwordSession(db, user, password, origin);
  if (!started) throw ssoManagedError();
  if (ssoTeamId) await giveBackSignInAttempt(ctx, email);
  return sessionJson(ctx, started, started.refreshToken);
}
