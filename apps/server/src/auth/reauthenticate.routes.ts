import { Hono } from 'hono';
import type { AuthEnv } from './auth-env.ts';
import { type MailLocale, toMailLocale } from '../lib/mail/mail-templates.ts';
import type { UserRow } from '../db/schema/auth.ts';
import type { AuthContext } from './auth-context.ts';
import { authenticate } from './authenticate.ts';
import { sendReauthentication } from './reauthentication.ts';

/** The user's language: the one their metadata names (as billing mails read it), else the browser's, else English. */
function localeOf(user: UserRow, acceptLanguage: string | undefined): MailLocale {
  const chosen = user.userMetadata.locale ?? user.userMetadata.lang;
  if (typeof chosen === 'string') return toMailLocale(chosen);
  return toMailLocale(acceptLanguage?.split(',')[0]?.trim());
}

/** `GET /reauthenticate` (supabase-js `reauthenticate()`): mails the signed-in user a one-time code; answers `{}`. */
export function reauthenticateRoutes(ctx: AuthContext) {
  return new Hono<AuthEnv>().get('/', async (c) => {
    const { user } = await authenticate(ctx, c);
    await sendReauthentication(ctx, user, localeOf(user, c.req.header('accept-language')));
    return c.json({});
  });
}
