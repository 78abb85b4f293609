import { createMiddleware } from 'hono/factory';
import type { AppDeps } from '../../lib/app-deps.ts';
import type { AuthEnv } from '../auth-env.ts';
import { HttpError } from '../../lib/http-error.ts';
import { codeRequiredError } from '../require-user.ts';
import { accessTokenKeys, bearerToken, verifyAccessToken } from '../verify-access-token.ts';

/**
 * For what matters most (decision 046: deleting the account, a team's security settings, ownership transfer, a team's
 * AI endpoint), after `requireUser`: an account with a verified factor acts only from an aal2 session. With the
 * embedded auth `requireUser` already refuses every aal1 session of such an account in its session query, so this adds
 * nothing (and costs nothing). With a hosted Supabase project there is no session row: an aal1 token is checked
 * against the project's `GET /auth/v1/user`, whose factors say whether the account has a verified one.
 */
export function requireAal2IfEnrolled(deps: AppDeps) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const hosted = deps.env.SUPABASE_URL;
    if (hosted) {
      const token = bearerToken(c.req.header('authorization'))!;
      const claims = await verifyAccessToken(await accessTokenKeys(deps.env), token);
      if (claims.aal !== 'aal2' && (await hostedUserHasVerifiedFactor(hosted, deps.env.SUPABASE_ANON_KEY ?? '', token))) throw codeRequiredError();
    }
    await next();
  });
}

async function hostedUserHasVerifiedFactor(url: string, apiKey: string, token: string): Promise<boolean> {
  let response: Response;
  try {
    response = await fetch(`${url.replace(/\/$/, '')}/auth/v1/user`, { headers: { authorization: `Bearer ${token}`, apikey: apiKey }, signal: AbortSignal.timeout(10_000) });
  } catch {
    throw new HttpError(503, 'auth_unavailable', 'The sign-in service did not answer. Try again in a moment.');
  }
  if (!response.ok) throw new HttpError(401, 'unauthorized', 'Your session has expired or is not valid. Sign in again.');
  const user = (await response.json()) as { factors?: { status?: string }[] };
  return (user.factors ?? []).some((factor) => factor.status === 'verified');
}
