import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { users } from '../db/schema/auth.ts';
import type { AuthEnv } from './auth-env.ts';
import type { AuthContext } from './auth-context.ts';
import { AuthError } from './auth-error.ts';
import { defaultLanding, mailIntervalMs, safeRedirect, sendAuthMail } from './auth-mail.ts';
import { normaliseEmail, optionalString, readJsonObject } from './request-body.ts';
import { mailLocaleOf } from './mail-locale.ts';
import { refuseIfSsoRequired } from './sso/sso-required.ts';

/** `POST /recover` (supabase-js `resetPasswordForEmail`): mails a recovery link, answering the same whether or not the account exists. */
export function recoverRoutes(ctx: AuthContext) {
  const { db, logger } = ctx.deps;
  return new Hono<AuthEnv>().post('/', async (c) => {
    const body = await readJsonObject(c);
    const raw = optionalString(body, 'email');
    if (!raw) throw new AuthError(400, 'validation_failed', 'Password recovery requires an email');
    const email = normaliseEmail(raw);
    await refuseIfSsoRequired(db, email);
    const locale = mailLocaleOf(c.req.query('locale'), c.req.query('redirect_to'));
    const redirectTo = safeRedirect(ctx, c.req.query('redirect_to'), defaultLanding('recovery', locale));
    const [user] = await db.select().from(users).where(eq(users.email, email));
    const recent = user?.recoverySentAt && Date.now() - user.recoverySentAt.getTime() < mailIntervalMs;
    // Sent in the background and answered the same either way: the response never tells whether the account exists.
    if (user && !recent) {
      sendAuthMail(ctx, user, 'recovery', locale, redirectTo).catch((err: unknown) => logger.error({ err }, 'recovery mail failed'));
    }
    return c.json({});
  });
}
