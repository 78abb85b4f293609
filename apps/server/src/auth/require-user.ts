import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../lib/app-env.ts';
import { HttpError } from '../lib/http-error.ts';
import { ensureHostedUser } from './hosted-user.ts';
import { sessionExists } from './sessions.ts';
import { accessTokenKeys, bearerToken, verifyAccessToken } from './verify-access-token.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Contract C1: verifies the bearer access token against the auth service's JWKS (embedded or hosted,
 * one code path) and sets `c.var.user`; otherwise 401 `{code: 'unauthorized', message}`. Stateless: a
 * With the embedded auth the token's session must also still exist, so a signed-out device or a deleted
 * account is refused at once rather than when its token expires (and never reaches a route whose writes
 * would reference a user that is gone). Hosted sessions live in Supabase: there the user row is mirrored.
 */
export function requireUser(deps: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) throw new HttpError(401, 'unauthorized', 'Sign in to continue: the request has no access token.');
    let claims;
    try {
      claims = await verifyAccessToken(await accessTokenKeys(deps.env), token);
    } catch {
      throw new HttpError(401, 'unauthorized', 'Your session has expired or is not valid. Sign in again.');
    }
    const user = { id: claims.sub, email: typeof claims.email === 'string' ? claims.email : '' };
    if (deps.env.SUPABASE_URL && !uuidPattern.test(user.id)) throw new HttpError(401, 'unauthorized', 'The access token has no valid user.');
    if (deps.env.SUPABASE_URL) await ensureHostedUser(deps.db, user.id, user.email || `${user.id}@users.invalid`);
    else if (!(await sessionExists(deps.db, user.id, claims.session_id))) {
      throw new HttpError(401, 'unauthorized', 'Your session has ended. Sign in again.');
    }
    c.set('user', user);
    c.set('sessionId', deps.env.SUPABASE_URL ? null : (claims.session_id as string));
    await next();
  });
}
