import { Hono } from 'hono';
import type { AuthEnv } from './auth-env.ts';
import { requestOrigin } from '../lib/request-origin.ts';
import type { AuthContext } from './auth-context.ts';
import { AuthError } from './auth-error.ts';
import { pkceGrant } from './oauth/pkce-grant.ts';
import { passwordGrant } from './password-grant.ts';
import { refreshGrant } from './refresh-grant.ts';
import { readJsonObject } from './request-body.ts';

/** `POST /token?grant_type=password|refresh_token|pkce`; the grant comes from the query, as in GoTrue. */
export function tokenRoutes(ctx: AuthContext) {
  return new Hono<AuthEnv>().post('/', async (c) => {
    const grantType = c.req.query('grant_type');
    const body = await readJsonObject(c);
    if (grantType === 'password') return c.json(await passwordGrant(ctx, body, requestOrigin(c, ctx.deps.env)));
    if (grantType === 'refresh_token') return c.json(await refreshGrant(ctx, body));
    if (grantType === 'pkce') return c.json(await pkceGrant(ctx, body, requestOrigin(c, ctx.deps.env)));
    throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
  });
}
