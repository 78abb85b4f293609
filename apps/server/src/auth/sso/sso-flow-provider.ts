import type { Db } from '../../db/client.ts';
import { teamMembers } from '../../db/schema/teams.ts';
import { isTeamActive } from '../../teams/team-plan.ts';
import { checkIssuerAddress } from '../../teams/sso/issuer-check.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { AuthContext } from '../auth-context.ts';
import { AuthError } from '../auth-error.ts';
import type { ResolvedProvider } from '../oauth/provider-profile.ts';
import { emailDomain } from './sso-required.ts';
import { providerById, ssoProviderName, teamOpenIdProvider, verifiedDomains } from './team-idp.ts';

export const providerDisabled = () => new AuthError(404, 'sso_provider_disabled', 'SSO Provider is currently disabled');

/**
 * A team's IdP as an OAuth flow's provider (decision 040). Its answer is admitted only for an address within the
 * team's verified domains at the time of the callback; such an address counts as verified (the team proved it controls
 * the domain, so its IdP speaks for it, as GoTrue trusts an SSO provider for its domains). Whoever signs in joins the
 * team as a member unless they are in a team already (a user has one team; they are signed in, not moved).
 */
export async function teamFlowProvider(ctx: AuthContext, teamId: string): Promise<ResolvedProvider> {
  const { db } = ctx.deps;
  const row = await providerById(db, 'teamId', teamId);
  if (!row) throw new AuthError(404, 'sso_provider_not_found', 'No such SSO provider');
  if (!(await isTeamActive(db, teamId))) throw providerDisabled();
  await refuseIfIssuerNotAllowed(ctx, row.issuer, teamId);
  return {
    name: ssoProviderName(teamId),
    provider: await teamOpenIdProvider(ctx, row),
    async admit(profile) {
      if (!profile.email) throw new AuthError(422, 'email_address_invalid', 'Your identity provider did not give an email address');
      if (!(await verifiedDomains(db, teamId)).includes(emailDomain(profile.email))) {
        throw new AuthError(403, 'sso_domain_not_allowed', `Your organization's identity provider cannot sign in addresses at ${emailDomain(profile.email)}.`);
      }
      return { ...profile, emailVerified: true, data: { ...profile.data, email_verified: true } };
    },
    joined: (userId) => joinAsMember(db, teamId, userId),
  };
}

/**
 * The issuer's host is checked again when a flow starts and at its callback, not only when the owner saved it: a DNS
 * change since then must not point this server at a private address (unless SSO_ALLOW_PRIVATE_ISSUERS).
 */
async function refuseIfIssuerNotAllowed(ctx: AuthContext, issuer: string, teamId: string): Promise<void> {
  try {
    await checkIssuerAddress(ctx.deps.env, issuer);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    ctx.deps.logger.warn({ teamId, reason: error.message }, 'sso issuer address refused');
    throw new AuthError(422, 'sso_provider_unreachable', `Your organization's identity provider is at an address this server may not call (${error.message}). Ask your team owner.`);
  }
}

async function joinAsMember(db: Db, teamId: string, userId: string): Promise<void> {
  await db.insert(teamMembers).values({ teamId, userId, role: 'member' }).onConflictDoNothing();
}
