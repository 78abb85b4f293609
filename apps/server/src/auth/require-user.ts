import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppDeps } from '../lib/app-deps.ts';
import type { AuthEnv } from './auth-env.ts';
import { HttpError } from '../lib/http-error.ts';
import { ensureHostedUser } from './hosted-user.ts';
import { isUuid, sessionAccess } from './sessions.ts';
import { accessTokenKeys, bearerToken, verifyAccessToken } from './verify-access-token.ts';

/** The 401 of a token whose session is gone (signed out, account deleted). */
export const sessionEndedError = () => new HttpError(401, 'unauthorized', 'Your session has ended. Sign in again.');

/** The 403 of a session signed in halfway: its account has a verified factor and the code was not given yet. */
export const codeRequiredError = () => new HttpError(403, 'insufficient_aal', 'Enter the code from your authenticator app to finish signing in.');

/**
 * Contract C1: verifies the bearer access token against the auth service's JWKS (embedded or hosted,
 * one code path) and sets `c.var.user`; otherwise 401 `{code: 'unauthorized', message}`. With the embedded auth the token's session must also still exist, so a signed-out device or a deleted
 * account is refused at once rather than when its token expires (and never reaches a route whose writes
 * would reference a user that is gone). Hosted sessions live in Supabase: there the user row is mirrored.
 * Two-step verification (decision 046): the same query tells whether the session waits for a factor's code (aal1
 * with a verified factor); such a session gets 403 `insufficient_aal` everywhere, unless the route is one that serves
 * it (`allowAal1`: the lost-authenticator recovery). With the hosted auth, see `requireAal2IfEnrolled`.
 */
export function requireUser(deps: AppDeps, options: { allowAal1?: boolean } = {}) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    await setVerifiedUser(deps, c);
    const sessionId = c.get('sessionId');
    if (sessionId !== null) {
      const access = await sessionAccess(deps.db, c.get('user').id, sessionId);
      if (!access) throw sessionEndedError();
      if (access.awaitsCode && !options.allowAal1) throw codeRequiredError();
    }
    await next();
  });
}

/**
 * `requireUser` without the session check, for a route that checks the session itself in the same query
 * as its own reads (the AI gateway, where every round trip is latency). Such a route must refuse a
 * non-null `c.var.sessionId` whose session is gone, with `sessionEndedError`.
 */
export function requireTokenCheckSessionInRoute(deps: AppDeps) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    await setVerifiedUser(deps, c);
    await next();
  });
}

async function setVerifiedUser(deps: AppDeps, c: Context<AuthEnv>): Promise<void> {
  const token = bearerToken(c.req.header('authorization'));
  if (!token) throw new HttpError(401, 'unauthorized', 'Sign in to continue: the request has no access token.');
  let claims;
  try {
    claims = await verifyAccessToken(await accessTokenKeys(deps.env), token);
  } catch {
    throw new HttpError(401, 'unauthorized', 'Your session has expired or is not valid. Sign in again.');
  }
  const user = { id: claims.sub, email: typeof claims.email === 'string' ? claims.email : '' };
  if (deps.env.SUPABASE_URL) {
    if (!isUuid(user.id)) throw new HttpError(401, 'unauthorized', 'The access token has no valid user.');
    await ensureHostedUser(deps.db, user.id, user.email || `${user.id}@users.invalid`);
    c.set('sessionId', null);
  } else {
    // A malformed session id can match no session: refused here, before any query.
    if (typeof claims.session_id !== 'string' || !isUuid(claims.session_id) || !isUuid(user.id)) throw sessionEndedError();
    c.set('sessionId', claims.session_id);
  }
  c.set('user', user);
}
