import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { lt, sql } from 'drizzle-orm';
import * as client from 'openid-client';
import { flowStates } from '../../db/schema/auth.ts';
import { keyedDigest } from '../../lib/keyed-digest.ts';
import type { AuthContext } from '../auth-context.ts';
import { AuthError } from '../auth-error.ts';
import { safeRedirect } from '../auth-mail.ts';
import { isProviderName, type ProviderName } from './provider-names.ts';
import type { OAuthProvider, ResolvedProvider } from './provider-profile.ts';
import { createProviders } from './providers.ts';

/** How long a started sign-in may take at the provider: `state` dies with it. */
export const flowLifetimeMs = 10 * 60_000;

const built = new WeakMap<AuthContext, Partial<Record<ProviderName, OAuthProvider>>>();
const providersOf = (ctx: AuthContext) => built.get(ctx) ?? built.set(ctx, createProviders(ctx.deps.env)).get(ctx)!;

/** The configured provider of that name, or GoTrue's 400 `validation_failed` for an unknown or disabled one. */
export function providerFor(ctx: AuthContext, name: string | undefined): { name: ProviderName; provider: OAuthProvider } {
  if (!name) throw new AuthError(400, 'validation_failed', 'Unsupported provider: missing provider');
  const provider = isProviderName(name) ? providersOf(ctx)[name] : undefined;
  if (!provider) throw new AuthError(400, 'validation_failed', 'Unsupported provider: provider is not enabled');
  return { name: name as ProviderName, provider };
}

export const callbackUri = (ctx: AuthContext) => `${ctx.issuer}/callback`;
export const flowCookie = (flowId: string) => `sb-oauth-${flowId.slice(0, 8)}`;
export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** `state`: the flow's id and an HMAC of it under the secrets key; the row behind it makes it short-lived and single-use. */
export const signState = async (ctx: AuthContext, flowId: string) => `${flowId}.${await keyedDigest(ctx.deps.env, 'oauth state', flowId)}`;

export async function verifiedStateId(ctx: AuthContext, state: string | undefined): Promise<string | undefined> {
  const [flowId, mac] = (state ?? '').split('.');
  if (!flowId || !mac || !/^[0-9a-f-]{36}$/.test(flowId)) return undefined;
  const expected = Buffer.from(await keyedDigest(ctx.deps.env, 'oauth state', flowId));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given) ? flowId : undefined;
}

export interface FlowRequest {
  provider: string | undefined;
  redirectTo: string | undefined;
  codeChallenge: string | undefined;
  codeChallengeMethod: string | undefined;
  scopes: string | undefined;
  linkUserId?: string;
}

/**
 * Starts a sign-in (or a link) at a provider: stores the flow, ties it to this browser with a cookie the callback must
 * see, and answers the provider's authorization URL (PKCE S256 and a nonce towards the provider too).
 */
export async function startFlow(ctx: AuthContext, c: Context, request: FlowRequest, resolved?: ResolvedProvider): Promise<URL> {
  // A team's IdP (`POST /sso`) comes resolved; `/authorize` names a server-wide provider.
  const { name, provider } = resolved ?? providerFor(ctx, request.provider);
  const challenge = request.codeChallenge || undefined;
  const method = challenge ? (request.codeChallengeMethod ?? 's256').toLowerCase() : undefined;
  if (challenge && (!['s256', 'plain'].includes(method!) || !/^[A-Za-z0-9._~-]{43,128}$/.test(challenge))) {
    throw new AuthError(400, 'validation_failed', 'Code challenge method or code challenge is invalid');
  }
  const browser = randomBytes(32).toString('base64url');
  const verifier = client.randomPKCECodeVerifier();
  const nonce = client.randomNonce();
  const [flow] = await ctx.deps.db
    .insert(flowStates)
    .values({
      provider: name,
      redirectTo: safeRedirect(ctx, request.redirectTo, ''),
      codeChallenge: challenge ?? null,
      codeChallengeMethod: method ?? null,
      providerVerifier: verifier,
      nonce,
      browserHash: sha256(browser),
      linkUserId: request.linkUserId ?? null,
      expiresAt: new Date(Date.now() + flowLifetimeMs),
    })
    .returning({ id: flowStates.id });
  // Now and then forget flows abandoned at the provider: an hour after they expired nothing can use them.
  if (Math.random() < 0.01) {
    ctx.deps.db
      .delete(flowStates)
      .where(lt(flowStates.expiresAt, sql`now() - interval '1 hour'`))
      .catch((err: unknown) => ctx.deps.logger.warn({ err }, 'oauth flow sweep failed'));
  }
  const secure = ctx.deps.env.PUBLIC_URL.startsWith('https:');
  setCookie(c, flowCookie(flow!.id), browser, { path: new URL(callbackUri(ctx)).pathname, httpOnly: true, sameSite: 'Lax', secure, maxAge: flowLifetimeMs / 1000 });
  const scopes = (request.scopes ?? '').split(/[\s,]+/).filter((scope) => /^[\w:./-]{1,100}$/.test(scope)).slice(0, 20);
  return provider.authorizationUrl({
    redirectUri: callbackUri(ctx),
    state: await signState(ctx, flow!.id),
    nonce,
    codeChallenge: await client.calculatePKCECodeChallenge(verifier),
    scopes,
  });
}
