import { and, eq, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import { mfaRecoveries, sessions, users } from '../db/schema/auth.ts';
import { recordSecurityEvent } from '../audit/security-activity.ts';
import type { AuthEnv } from './auth-env.ts';
import { requestOrigin } from '../lib/request-origin.ts';
import type { AuthContext } from './auth-context.ts';
import { AuthError } from './auth-error.ts';
import { authenticate } from './authenticate.ts';
import { proveCurrentPassword } from './current-password.ts';
import { checkNewPassword, hashPassword, verifyPassword } from './passwords.ts';
import { optionalMetadata, optionalString, readJsonObject } from './request-body.ts';
import { checkNonce, spendNonce } from './reauthentication.ts';
import { mergeMetadata } from './user-metadata.ts';
import { userJson } from './user-json.ts';
import { providerIdentities } from './identities.ts';
import { forgetSessions } from './forget-sessions.ts';
import { hasVerifiedFactor } from './mfa/factor-json.ts';

/**
 * `GET /user` and `PUT /user` (metadata and password; a new password needs the current one or a reauthentication
 * nonce, and ends every other session).
 */
export function userRoutes(ctx: AuthContext) {
  const { db } = ctx.deps;
  return new Hono<AuthEnv>()
    .get('/', async (c) => {
      const { user, factors } = await authenticate(ctx, c);
      return c.json(userJson(user, await providerIdentities(db, user), factors));
    })
    .put('/', async (c) => {
      const { user, session, factors } = await authenticate(ctx, c);
      const body = await readJsonObject(c);
      const data = optionalMetadata(body);
      const password = optionalString(body, 'password');
      const currentPassword = optionalString(body, 'current_password');
      // GoTrue's reauthentication: the mailed code proves the mailbox in place of the current password.
      const nonce = optionalString(body, 'nonce') || undefined;
      const email = optionalString(body, 'email');
      const changesEmail = email !== undefined && email !== '' && email.trim().toLowerCase() !== user.email;
      // GoTrue's rule (user.go): with a verified factor, only an aal2 session changes the password or the address.
      if (hasVerifiedFactor(factors) && session.aal !== 'aal2' && (password || changesEmail)) {
        throw new AuthError(401, 'insufficient_aal', 'AAL2 session is required to update email or password when MFA is enabled.');
      }
      if (email !== undefined && email.trim().toLowerCase() !== user.email) {
        throw new AuthError(422, 'email_change_not_supported', 'Changing the email address is not supported yet');
      }
      const userMetadata = data ? mergeMetadata(user.userMetadata, data) : undefined;
      let encryptedPassword: string | undefined;
      if (password !== undefined) {
        checkNewPassword(password);
        // The proof first: otherwise `same_password` would tell a token thief when a guess is right.
        if (nonce) await checkNonce(ctx, user, session, nonce);
        const proved = nonce ? undefined : await proveCurrentPassword(ctx, user, session, currentPassword, password);
        const same = proved ?? (await verifyPassword(user.encryptedPassword, password));
        if (same) throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
        encryptedPassword = await hashPassword(password);
      }
      if (!userMetadata && !encryptedPassword) return c.json(userJson(user, await providerIdentities(db, user), factors));
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ ...(userMetadata ? { userMetadata } : {}), ...(encryptedPassword ? { encryptedPassword, providers: withEmail(user.providers) } : {}), updatedAt: new Date() })
          .where(eq(users.id, user.id))
          .returning();
        if (encryptedPassword) {
          if (nonce) await spendNonce(ctx, tx, user, nonce);
          await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, session.id)));
          // A recovery link sets one password: a further change in this session needs the new one.
          if (session.amrMethod === 'recovery') await tx.update(sessions).set({ amrMethod: 'password' }).where(eq(sessions.id, session.id));
          // A new password ends a lost-authenticator recovery in progress: whoever started it no longer knows it.
          await tx.delete(mfaRecoveries).where(eq(mfaRecoveries.userId, user.id));
          await recordSecurityEvent(tx, user.id, 'password_changed', requestOrigin(c, ctx.deps.env));
        }
        return row!;
      });
      forgetSessions(ctx, user.id);
      return c.json(userJson(updated, await providerIdentities(db, updated), factors));
    });
}

/** A password is the email identity's: an account made with a provider gains it with its first password. */
const withEmail = (providers: string[]) => (providers.includes('email') ? providers : [...providers, 'email']);
