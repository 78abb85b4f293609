import { eq } from 'drizzle-orm';
import { users } from '../db/schema/auth.ts';
import { giveBackSignInAttempt, takeSignInAttempt } from './account-limit.ts';
import type { AuthContext } from './auth-context.ts';
import { AuthError, invalidCredentials } from './auth-error.ts';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { optionalString } from './request-body.ts';
import { sessionJson, startSession } from './sessions.ts';
import { refuseIfSsoRequired } from './sso/sso-required.ts';

/**
 * `grant_type=password`. Unknown email and wrong password give the same answer after the same work
 * (a hash is always verified), so neither the body nor the timing tells whether an account exists.
 */
export async function passwordGrant(ctx: AuthContext, body: Record<string, unknown>) {
  const rawEmail = optionalString(body, 'email');
  const password = optionalString(body, 'password');
  if (!rawEmail) throw new AuthError(400, 'validation_failed', 'missing email or phone');
  if (!password) throw invalidCredentials();
  const email = rawEmail.trim().toLowerCase();
  const { db, env } = ctx.deps;
  // Before any work: the domain's policy is no secret (`POST /sso` tells it too), and the password is never tried.
  await refuseIfSsoRequired(db, email);
  await takeSignInAttempt(ctx, email);
  const [user] = await db.select().from(users).where(eq(users.email, email));
  // An account without a password (email codes, providers) looks exactly like an unknown one.
  const valid = user?.encryptedPassword ? await verifyPassword(user.encryptedPassword, password) : await verifyAgainstDummy(password);
  if (!user || !valid) throw invalidCredentials();
  await giveBackSignInAttempt(ctx, email);
  if (env.AUTH_EMAIL_CONFIRM && !user.emailConfirmedAt) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  // A hash made with older parameters is renewed while the password is at hand (one extra hash, once).
  const renewed = needsRehash(user.encryptedPassword) ? await hashPassword(password) : undefined;
  const started = await startSession(db, user, 'password', renewed);
  return sessionJson(ctx, started.user, started.session, started.refreshToken);
}
