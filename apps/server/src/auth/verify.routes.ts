import { Hono } from 'hono';
import type { AuthEnv } from './auth-env.ts';
import { requestOrigin } from '../lib/request-origin.ts';
import type { AuthContext } from './auth-context.ts';
import { AuthError } from './auth-error.ts';
import { defaultLanding, safeRedirect } from './auth-mail.ts';
import { invalidOtp, verifyEmailCode, verifyEmailLink } from './email-otp-verify.ts';
import { mailLocaleOf } from './mail-locale.ts';
import { optionalString, readJsonObject } from './request-body.ts';
import { expiredLink, fragmentRedirect, linkTypes, type LinkType, verifyLink } from './verify.ts';

/** Email sign-in's two names in GoTrue: `email` (the code, supabase-js `verifyOtp`) and `magiclink` (the link). */
const signInTypes = ['email', 'magiclink'] as const;
type VerifyType = LinkType | (typeof signInTypes)[number];
const isVerifyType = (type: unknown): type is VerifyType => [...linkTypes, ...signInTypes].includes(type as VerifyType);
const isSignIn = (type: VerifyType) => type === 'email' || type === 'magiclink';

/** `GET /verify` (a mailed link, answered with a redirect) and `POST /verify` (supabase-js `verifyOtp`). */
export function verifyRoutes(ctx: AuthContext) {
  return new Hono<AuthEnv>()
    .get('/', async (c) => {
      const type = c.req.query('type');
      const locale = mailLocaleOf(undefined, c.req.query('redirect_to'));
      const landing = type === 'recovery' ? defaultLanding('recovery', locale) : type === 'signup' ? defaultLanding('signup', locale) : `/${locale}/dashboard`;
      const target = safeRedirect(ctx, c.req.query('redirect_to'), landing);
      const token = c.req.query('token') ?? '';
      try {
        if (!isVerifyType(type)) throw expiredLink();
        const origin = requestOrigin(c, ctx.deps.env);
        const session = isSignIn(type) ? await verifyEmailLink(ctx, token, origin).catch(() => Promise.reject(expiredLink())) : await verifyLink(ctx, token, type, origin);
        const { user: _user, ...tokens } = session;
        return c.redirect(fragmentRedirect(target, { ...tokens, type: isSignIn(type) ? 'magiclink' : type }), 303);
      } catch (error) {
        if (!(error instanceof AuthError)) throw error;
        const failure = { error: 'access_denied', error_code: error.code, error_description: error.message };
        return c.redirect(fragmentRedirect(target, failure), 303);
      }
    })
    .post('/', async (c) => {
      const body = await readJsonObject(c);
      const type = optionalString(body, 'type');
      const hash = optionalString(body, 'token_hash');
      const token = optionalString(body, 'token');
      if (!isVerifyType(type)) throw new AuthError(400, 'validation_failed', 'Verify requires a verification type');
      if (!hash && !token) throw new AuthError(400, 'validation_failed', 'Verify requires either a token or a token hash');
      const origin = requestOrigin(c, ctx.deps.env);
      if (!isSignIn(type)) return c.json(await verifyLink(ctx, hash ?? token ?? '', type, origin));
      if (hash) return c.json(await verifyEmailLink(ctx, hash, origin));
      const email = optionalString(body, 'email');
      if (!email) throw new AuthError(400, 'validation_failed', 'Only an email address or phone number should be provided on verify');
      if (!token) throw invalidOtp();
      return c.json(await verifyEmailCode(ctx, email, token, origin));
    });
}
