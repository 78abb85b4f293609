import { Hono } from 'hono';
import type { AuthEnv } from './auth-env.ts';
import type { AuthContext } from './auth-context.ts';
import { enabledProviders, providerNames } from './oauth/provider-names.ts';

/** `GET /.well-known/jwks.json` and `GET /settings`. */
export function wellKnownRoutes(ctx: AuthContext) {
  const { env } = ctx.deps;
  const enabled = enabledProviders(env);
  return new Hono<AuthEnv>()
    .get('/.well-known/jwks.json', async (c) => {
      c.header('cache-control', 'public, max-age=600');
      return c.json((await ctx.keys()).jwks);
    })
    .get('/settings', (c) =>
      c.json({
        external: { email: true, phone: false, anonymous_users: false, ...Object.fromEntries(providerNames.map((name) => [name, enabled.includes(name)])) },
        disable_signup: false,
        mailer_autoconfirm: !env.AUTH_EMAIL_CONFIRM,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      }),
    );
}
