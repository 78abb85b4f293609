import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { users } from '../db/schema/auth.ts';
import type { AppEnv } from '../lib/app-env.ts';
import { type MailLocale, toMailLocale } from '../lib/mail/mail-templates.ts';
import type { AuthContext } from './auth-context.ts';
import { AuthError } from './auth-error.ts';
import { defaultLanding, mailIntervalMs, safeRedirect, sendAuthMail } from './auth-mail.ts';
import { normaliseEmail, optionalString, readJsonObject } from './request-body.ts';
import { expiredLink, fragmentRedirect, linkTypes, type LinkType, verifyLink } from './verify.ts';

/** The mail's language: `?locale=`, else the language of the page the link leads to, else English. */
function localeOf(query: string | undefined, redirectTo: string | undefined): MailLocale {
  if (query) return toMailLocale(query);
  // `redirect_to` is the caller's: one that is not a URL (`http://%5B`) reads as no page, never as an error.
  const page = redirectTo ? URL.parse(redirectTo, 'http://x')?.pathname : undefined;
  return /^\/es(\/|$)/.test(page ?? '') ? 'es' : 'en';
}

/** `POST /recover`, `GET /verify` (the mailed link) and `POST /verify` (supabase-js `verifyOtp`). */
export function recoverRoutes(ctx: AuthContext) {
  const { db, logger } = ctx.deps;
  return new Hono<AppEnv>()
    .post('/recover', async (c) => {
      const body = await readJsonObject(c);
      const raw = optionalString(body, 'email');
      if (!raw) throw new AuthError(400, 'validation_failed', 'Password recovery requires an email');
      const email = normaliseEmail(raw);
      const locale = localeOf(c.req.query('locale'), c.req.query('redirect_to'));
      const redirectTo = safeRedirect(ctx, c.req.query('redirect_to'), defaultLanding('recovery', locale));
      const [user] = await db.select().from(users).where(eq(users.email, email));
      const recent = user?.recoverySentAt && Date.now() - user.recoverySentAt.getTime() < mailIntervalMs;
      // Sent in the background and answered the same either way: the response never tells whether the account exists.
      if (user && !recent) {
        sendAuthMail(ctx, user, 'recovery', locale, redirectTo).catch((err: unknown) => logger.error({ err }, 'recovery mail failed'));
      }
      return c.json({});
    })
    .get('/verify', async (c) => {
      const type = c.req.query('type') as LinkType;
      const locale = localeOf(undefined, c.req.query('redirect_to'));
      const target = safeRedirect(ctx, c.req.query('redirect_to'), defaultLanding(linkTypes.includes(type) ? type : 'signup', locale));
      try {
        if (!linkTypes.includes(type)) throw expiredLink();
        const session = await verifyLink(ctx, c.req.query('token') ?? '', type);
        const { user: _user, ...tokens } = session;
        return c.redirect(fragmentRedirect(target, { ...tokens, type }), 303);
      } catch (error) {
        if (!(error instanceof AuthError)) throw error;
        const failure = { error: 'access_denied', error_code: error.code, error_description: error.message };
        return c.redirect(fragmentRedirect(target, failure), 303);
      }
    })
    .post('/verify', async (c) => {
      const body = await readJsonObject(c);
      const type = optionalString(body, 'type') as LinkType | undefined;
      const token = optionalString(body, 'token_hash') ?? optionalString(body, 'token');
      if (!type || !linkTypes.includes(type)) throw new AuthError(400, 'validation_failed', 'Verify requires a verification type');
      if (!token) throw new AuthError(400, 'validation_failed', 'Verify requires either a token or a token hash');
      return c.json(await verifyLink(ctx, token, type));
    });
}
