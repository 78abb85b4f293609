import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { users } from '../db/schema/auth.ts';
import type { AuthEnv } from './auth-env.ts';
import { keyedDigest } from '../lib/keyed-digest.ts';
import { takeToken } from '../lib/token-bucket.ts';
import type { AuthContext } from './auth-context.ts';
import { AuthError } from './auth-error.ts';
import { safeRedirect } from './auth-mail.ts';
import { sendEmailOtp } from './email-otp.ts';
import { mailLocaleOf } from './mail-locale.ts';
import { otpAddressMailBucket, rateLimited } from './rate-limit.ts';
import { normaliseEmail, optionalMetadata, optionalString, readJsonObject } from './request-body.ts';
import { mergeMetadata } from './user-metadata.ts';
import { refuseIfSsoRequired } from './sso/sso-required.ts';

/**
 * `POST /otp` (supabase-js `signInWithOtp`): mails a 6-digit code and a sign-in link. An unknown address gets an
 * account without a password, confirmed by its first sign-in, unless `create_user` is false (GoTrue's 422).
 */
export function otpRoutes(ctx: AuthContext) {
  const { db, env } = ctx.deps;
  return new Hono<AuthEnv>().post('/', async (c) => {
    const body = await readJsonObject(c);
    if (optionalString(body, 'phone')) throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
    const raw = optionalString(body, 'email');
    if (!raw) throw new AuthError(400, 'validation_failed', 'An email address or phone number is required');
    const email = normaliseEmail(raw);
    await refuseIfSsoRequired(db, email);
    const createUser = body.create_user !== false;
    const data = mergeMetadata({}, optionalMetadata(body) ?? {});
    const redirectQuery = c.req.query('redirect_to');
    const locale = mailLocaleOf(data.locale ?? c.req.query('locale'), redirectQuery, c.req.header('accept-language'));
    const redirectTo = safeRedirect(ctx, redirectQuery, `/${locale}/dashboard`);
    if (env.AUTH_RATE_LIMITS) {
      const taken = await takeToken(db, ctx.deps.logger, otpAddressMailBucket, await keyedDigest(env, 'email sign-in mail', email));
      if (!taken.allowed) throw rateLimited(taken.retryAfter);
    }
    let [user] = await db.select().from(users).where(eq(users.email, email));
    if (!user) {
      if (!createUser) throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
      await db.insert(users).values({ email, encryptedPassword: '', userMetadata: data }).onConflictDoNothing({ target: users.email });
      [user] = await db.select().from(users).where(eq(users.email, email));
    }
    if (!user) throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
    await sendEmailOtp(ctx, user, locale, redirectTo);
    return c.json({});
  });
}
