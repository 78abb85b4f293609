import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type TeamSsoProviderRow, teamSsoDomains, teamSsoProviders } from '../../db/schema/teams.ts';
import type { SignInNote } from '../../audit/security-activity.ts';
import type { RequestOrigin } from '../../lib/request-origin.ts';
import { decryptSecret, loadSecretsKey } from '../../lib/secrets.ts';
import type { AuthContext } from '../auth-context.ts';
import { openIdProvider } from '../oauth/openid-provider.ts';
import type { OAuthProvider } from '../oauth/provider-profile.ts';
import type { SessionMethod } from '../sessions.ts';
import { issuerFetch } from './issuer-fetch.ts';

/** GoTrue names an SSO identity's provider `sso:<provider id>`; ours is the team's id, which the flow state keeps. */
export const ssoProviderName = (teamId: string) => `sso:${teamId}`;
export const ssoTeamId = (name: string) => (/^sso:[0-9a-f-]{36}$/.test(name) ? name.slice(4) : undefined);

/** How a session a flow through `name` starts: `sso/oidc` with the team for a team's IdP, else `oauth`. */
export function flowSessionMethod(name: string): SessionMethod {
  const teamId = ssoTeamId(name);
  return teamId ? { ssoTeamId: teamId } : 'oauth';
}

/** The security activity's note of a flow's sign-in: the team's single sign-on, or the OAuth provider by name. */
export function flowSignIn(name: string, origin: RequestOrigin): SignInNote {
  return ssoTeamId(name) ? { method: 'sso', ...origin } : { method: 'oauth', provider: name, ...origin };
}

/** The team provider that serves a verified domain, if any. */
export async function providerForDomain(db: Db, domain: string): Promise<TeamSsoProviderRow | undefined> {
  const [row] = await db
    .select({ provider: teamSsoProviders })
    .from(teamSsoDomains)
    .innerJoin(teamSsoProviders, eq(teamSsoProviders.teamId, teamSsoDomains.teamId))
    .where(and(eq(teamSsoDomains.domain, domain), sql`${teamSsoDomains.verifiedAt} is not null`));
  return row?.provider;
}

export async function providerById(db: Db, column: 'id' | 'teamId', id: string): Promise<TeamSsoProviderRow | undefined> {
  const [row] = await db.select().from(teamSsoProviders).where(eq(teamSsoProviders[column], id));
  return row;
}

/** The team's verified domains right now (the callback checks the address against these, not the ones at the start). */
export async function verifiedDomains(db: Db, teamId: string): Promise<string[]> {
  const rows = await db
    .select({ domain: teamSsoDomains.domain })
    .from(teamSsoDomains)
    .where(and(eq(teamSsoDomains.teamId, teamId), sql`${teamSsoDomains.verifiedAt} is not null`));
  return rows.map((row) => row.domain);
}

// Built providers keep openid-client's discovered configuration and JWKS; the key includes `updated_at`, so a saved
// change is a new provider on every replica at its next sign-in (the cache only makes it faster).
const built = new WeakMap<AuthContext, Map<string, OAuthProvider>>();

/**
 * The team's OpenID provider for the flow, through the same openid-client checks as the server-wide providers, its
 * connections guarded like a team's model endpoint (issuer-fetch.ts).
 */
export async function teamOpenIdProvider(ctx: AuthContext, row: TeamSsoProviderRow): Promise<OAuthProvider> {
  const cache = built.get(ctx) ?? built.set(ctx, new Map()).get(ctx)!;
  const key = `${row.teamId}:${row.updatedAt.getTime()}:${row.issuer}:${row.clientId}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const secret = row.clientSecret ? decryptSecret(await loadSecretsKey(ctx.deps.env), row.clientSecret, row.teamId) : '';
  const provider = openIdProvider('oidc', row.issuer, row.clientId, secret, issuerFetch(ctx.deps.env.SSO_ALLOW_PRIVATE_ISSUERS));
  for (const old of cache.keys()) if (old.startsWith(`${row.teamId}:`)) cache.delete(old);
  cache.set(key, provider);
  return provider;
}
