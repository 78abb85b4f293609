import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { users } from '../db/schema/auth.ts';
import type { AuthEnv } from './auth-env.ts';
import { requestOrigin } from '../lib/request-origin.ts';
import { toMailLocale } from '../lib/mail/mail-templates.ts';
import type { AuthContext } from './auth-context.ts';
import { AuthError } from './auth-error.ts';
import { defaultLanding, mailIntervalMs, safeRedirect, sendAuthMail } from './auth-mail.ts';
import { checkNewPassword, hashPassword } from './passwords.ts';
import { normaliseEmail, optionalMetadata, optionalString, readJsonObject } from './request-body.ts';
import { sessionJson, startSession } from './sessions.ts';
import { fakeUserJson, userJson } from './user-json.ts';
import { mergeMetadata } from './user-metadata.ts';
import { refuseIfSsoRequired } from './sso/sso-required.ts';

/** `POST /signup`: a session straight away, or with AUTH_EMAIL_CONFIRM a confirmation mail and the bare user. */
export function signupRoutes(ctx: AuthContext) {
  const { db, env } = ctx.deps;
  return new Hono<AuthEnv>().post('/', async (c) => {
    const body = await readJsonObject(c);
    const rawEmail = optionalString(body, 'email');
    const password = optionalString(body, 'password');
    const data = mergeMetadata({}, optionalMetadata(body) ?? {});
    if (!rawEmail) throw new AuthError(400, 'validation_failed', 'To signup, please provide your email');
    if (!password) throw new AuthError(400, 'validation_failed', 'Signup requires a valid password');
    const email = normaliseEmail(rawEmail);
    await refuseIfSsoRequired(db, email);
    checkNewPassword(password);
    const locale = toMailLocale(data.locale ?? c.req.query('locale'));

    const encryptedPassword = await hashPassword(password);
    const confirm = env.AUTH_EMAIL_CONFIRM;
    const result = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email, encryptedPassword, userMetadata: data, emailConfirmedAt: confirm ? null : new Date() })
        .onConflictDoNothing({ target: users.email })
        .returning();
      if (!user) return undefined;
      return confirm ? { user, refreshToken: undefined, session: undefined } : startSession(tx, user, 'password', { method: 'password', ...requestOrigin(c, env) });
    });

    if (!confirm) {
      if (!result) throw new AuthError(422, 'user_already_exists', 'User already registered');
      return c.json(await sessionJson(ctx, { user: result.user, session: result.session!, factors: [] }, result.refreshToken!));
    }
    const redirectTo = safeRedirect(ctx, c.req.query('redirect_to'), defaultLanding('signup', locale));
    const attempt = { encryptedPassword, userMetadata: data };
    if (result) {
      await sendAuthMail(ctx, result.user, 'signup', locale, redirectTo, attempt);
      return c.json(userJson({ ...result.user, confirmationSentAt: new Date() }));
    }
    const [existing] = await db.select().from(users).where(eq(users.email, email));
    // A confirmed account gets GoTrue's look-alike answer, so sign-up never reveals who is registered.
    if (!existing || existing.emailConfirmedAt) return c.json(fakeUserJson(email));
    const sentAt = existing.confirmationSentAt?.getTime() ?? 0;
    const wait = Math.ceil((sentAt + mailIntervalMs - Date.now()) / 1000);
    if (wait > 0) {
      const message = `For security purposes, you can only request this after ${wait} seconds.`;
      throw new AuthError(429, 'over_email_send_rate_limit', message);
    }
    // The stored password stays the first sign-up's until a link is confirmed: that link's sign-up wins (verify.ts).
    await sendAuthMail(ctx, existing, 'signup', locale, redirectTo, attempt);
    return c.json(userJson({ ...existing, confirmationSentAt: new Date() }));
  });
}
