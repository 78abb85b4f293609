import { Hono } from 'hono';
import type { AuthEnv } from '../auth-env.ts';
import type { AuthContext } from '../auth-context.ts';
import { oauthCallback } from './callback.ts';
import { type FlowRequest, startFlow } from './flow-start.ts';

/** The query of `/authorize` and `/user/identities/authorize`, as supabase-js sends it. */
export const flowQuery = (query: (name: string) => string | undefined): FlowRequest => ({
  provider: query('provider'),
  redirectTo: query('redirect_to'),
  codeChallenge: query('code_challenge'),
  codeChallengeMethod: query('code_challenge_method'),
  scopes: query('scopes'),
});

/**
 * `GET /authorize` (supabase-js `signInWithOAuth` opens it; `skip_http_redirect=true` answers `{ url }` instead of the
 * redirect) and `GET /callback` (where the provider sends the browser back).
 */
export function oauthRoutes(ctx: AuthContext) {
  return new Hono<AuthEnv>()
    .get('/authorize', async (c) => {
      const url = await startFlow(ctx, c, flowQuery((name) => c.req.query(name)));
      if (c.req.query('skip_http_redirect') === 'true') return c.json({ url: url.toString() });
      return c.redirect(url.toString(), 302);
    })
    .get('/callback', (c) => oauthCallback(ctx, c));
}
