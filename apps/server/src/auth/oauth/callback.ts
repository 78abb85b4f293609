import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import { flowStates } from '../../db/schema/auth.ts';
import type { AuthContext } from '../auth-context.ts';
import { AuthError } from '../auth-error.ts';
import { forgetSessions } from '../forget-sessions.ts';
import { sessionJson, startSession } from '../sessions.ts';
import { fragmentRedirect } from '../verify.ts';
import { accountFor } from './account-link.ts';
import { callbackUri, flowCookie, sha256, verifiedStateId } from './flow-start.ts';
import { resolveProvider } from './resolve-provider.ts';
import { requestOrigin } from '../../lib/request-origin.ts';
import { flowSessionMethod, flowSignIn } from '../sso/team-idp.ts';

const badState = (message: string) => new AuthError(400, 'bad_oauth_state', message);

/** Where GoTrue sends the answer: the query for PKCE (`?code=`, or the error), the fragment for the implicit flow. */
function answer(target: string, values: Record<string, string | number>, inQuery: boolean): string {
  if (!inQuery) return fragmentRedirect(target, values);
  const url = new URL(target);
  for (const [key, value] of Object.entries(values)) url.searchParams.set(key, String(value));
  return url.toString();
}

/**
 * `GET /callback`: the provider sends the browser back here. The state must be ours (HMAC), unspent and unexpired,
 * and belong to this browser (the cookie `/authorize` set); the provider's answer is checked (openid-client), the
 * account chosen by GoTrue's rules, then the client gets `?code=` (PKCE) or the session in the fragment (implicit).
 * Every failure is a redirect carrying GoTrue's `error`, `error_code` and `error_description`; nothing is changed.
 */
export async function oauthCallback(ctx: AuthContext, c: Context): Promise<Response> {
  const { db, env, logger } = ctx.deps;
  const flowId = await verifiedStateId(ctx, c.req.query('state'));
  const cookie = flowId ? getCookie(c, flowCookie(flowId)) : undefined;
  // Spent only by the browser that started it: a state replayed from elsewhere neither works nor spoils the real one.
  const [flow] =
    flowId && cookie
      ? await db
          .update(flowStates)
          .set({ stateSpentAt: new Date() })
          .where(and(eq(flowStates.id, flowId), eq(flowStates.browserHash, sha256(cookie)), isNull(flowStates.stateSpentAt), gt(flowStates.expiresAt, new Date())))
          .returning()
      : [];
  const target = flow?.redirectTo ?? `${env.PUBLIC_URL}/en/auth?login=true`;
  const pkce = !flow || flow.codeChallenge !== null;
  try {
    if (!flowId) throw badState('OAuth state is missing or invalid');
    if (!flow) throw badState('OAuth state has expired, was already used or was issued to another browser');
    deleteCookie(c, flowCookie(flow.id), { path: new URL(callbackUri(ctx)).pathname });
    const providerError = c.req.query('error');
    if (providerError) {
      const description = (c.req.query('error_description') ?? providerError).slice(0, 300);
      throw new AuthError(400, providerError === 'access_denied' ? 'access_denied' : 'bad_oauth_callback', description);
    }
    const { name, provider, admit, joined } = await resolveProvider(ctx, flow.provider);
    const callbackUrl = new URL(`${callbackUri(ctx)}?${new URL(c.req.url).searchParams.toString()}`);
    const profile = await provider
      .profile({ callbackUrl, redirectUri: callbackUri(ctx), state: c.req.query('state')!, nonce: flow.nonce, verifier: flow.providerVerifier })
      .catch((error: unknown) => {
        if (error instanceof AuthError) throw error;
        logger.warn({ err: error, provider: name }, 'oauth callback refused');
        throw new AuthError(400, 'bad_oauth_callback', `Unable to verify the answer of the provider: ${error instanceof Error ? error.message : 'unknown error'}`);
      });
    const origin = requestOrigin(c, env);
    const user = await accountFor(db, name, admit ? await admit(profile) : profile, flow.linkUserId, origin);
    await joined?.(user, origin);
    // The user's identities may have changed: this process's cached copies of the user go.
    forgetSessions(ctx, user.id);
    if (pkce) {
      const code = randomUUID();
      await db.update(flowStates).set({ authCodeHash: sha256(code), userId: user.id }).where(eq(flowStates.id, flow.id));
      return c.redirect(answer(target, { code }, true), 302);
    }
    await db.delete(flowStates).where(eq(flowStates.id, flow.id));
    const started = await startSession(db, user, flowSessionMethod(flow.provider), flowSignIn(flow.provider, origin));
    const { user: _user, ...tokens } = await sessionJson(ctx, started, started.refreshToken);
    return c.redirect(answer(target, tokens, false), 302);
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    if (flow) await db.delete(flowStates).where(eq(flowStates.id, flow.id));
    const failure = { error: error.code === 'access_denied' ? 'access_denied' : 'server_error', error_code: error.code, error_description: error.message };
    return c.redirect(answer(target, failure, pkce), 302);
  }
}
