import { domainSchema } from '@selecta/shared/team-sso';
import { Hono } from 'hono';
import type { AuthEnv } from '../auth-env.ts';
import type { AuthContext } from '../auth-context.ts';
import { AuthError } from '../auth-error.ts';
import { startFlow } from '../oauth/flow-start.ts';
import { optionalString, readJsonObject } from '../request-body.ts';
import { teamFlowProvider } from './sso-flow-provider.ts';
import { providerById, providerForDomain } from './team-idp.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const invalid = (message: string) => new AuthError(400, 'validation_failed', message);

/** The team provider a `POST /sso` body names, by `provider_id` or `domain` (exactly one, as GoTrue). */
async function findProvider(ctx: AuthContext, body: Record<string, unknown>) {
  const providerId = optionalString(body, 'provider_id');
  const domain = optionalString(body, 'domain');
  if (providerId && domain) throw invalid('Only one of provider_id or domain supported');
  if (!providerId && !domain) throw invalid('A provider_id or domain needs to be provided');
  if (providerId) {
    const row = uuid.test(providerId) ? await providerById(ctx.deps.db, 'id', providerId.toLowerCase()) : undefined;
    if (!row) throw new AuthError(404, 'sso_provider_not_found', 'No such SSO provider');
    return row;
  }
  const parsed = domainSchema.safeParse(domain);
  if (!parsed.success) throw invalid('The domain must be a domain name like example.com');
  const row = await providerForDomain(ctx.deps.db, parsed.data);
  if (!row) throw new AuthError(404, 'sso_provider_not_found', 'No SSO provider assigned for this domain');
  return row;
}

/**
 * `POST /sso` (supabase-js `signInWithSSO({ domain })` or `({ providerId })`): starts a sign-in at the IdP of the team
 * that proved the domain, through the same flow as the other providers (state, cookie, PKCE, nonce). supabase-js sends
 * `skip_http_redirect: true` and gets `{ url }`; other clients get GoTrue's 303.
 */
export function ssoRoutes(ctx: AuthContext) {
  return new Hono<AuthEnv>().post('/', async (c) => {
    const body = await readJsonObject(c);
    const row = await findProvider(ctx, body);
    const resolved = await teamFlowProvider(ctx, row.teamId);
    const request = {
      provider: resolved.name,
      redirectTo: optionalString(body, 'redirect_to'),
      codeChallenge: optionalString(body, 'code_challenge'),
      codeChallengeMethod: optionalString(body, 'code_challenge_method'),
      scopes: undefined,
    };
    const url = await startFlow(ctx, c, request, resolved).catch((error: unknown) => {
      if (error instanceof AuthError) throw error;
      // The IdP's discovery failed: the team's provider is down or misconfigured, which the caller cannot fix by retrying.
      ctx.deps.logger.warn({ err: error, teamId: row.teamId }, 'sso provider unreachable');
      throw new AuthError(422, 'sso_provider_unreachable', "Your organization's identity provider could not be reached. Try again later or ask your team owner.");
    });
    if (body.skip_http_redirect === true) return c.json({ url: url.toString() });
    return c.redirect(url.toString(), 303);
  });
}
