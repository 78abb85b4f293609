import { Hono } from 'hono';
import type { AppEnv } from '../lib/app-env.ts';
import type { AuthContext } from './auth-context.ts';

/** `GET /.well-known/jwks.json` and `GET /settings`. */
export function wellKnownRoutes(ctx: AuthContext) {
  const { env } = ctx.deps;
  return new Hono<AppEnv>()
    .get('/.well-known/jwks.json', async (c) => {
      c.header('cache-control', 'public, max-age=600');
      return c.json((await ctx.keys()).jwks);
    })
    .get('/settings', (c) =>
      c.json({
        external: { email: true, phone: false, anonymous_users: false },
        disable_signup: false,
        mailer_autoconfirm: !env.AUTH_EMAIL_CONFIRM,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      }),
    );
}
