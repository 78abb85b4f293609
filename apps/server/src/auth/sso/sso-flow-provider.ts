import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/client.ts';
import type { RequestOrigin } from '../../lib/request-origin.ts';
import { teamMembers } from '../../db/schema/teams.ts';
import { isTeamActive } from '../../billing/team-plan.ts';
import { checkIssuerAddress } from './issuer-check.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { AuthContext } from '../auth-context.ts';
import { AuthError } from '../auth-error.ts';
import type { ResolvedProvider } from '../oauth/provider-profile.ts';
import { emailDomain } from './sso-required.ts';
import { deactivatedError, isDeactivated, isDeactivatedAddress } from '../directory-status.ts';
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
      // Refused before the account is linked or joins the team: the directory keeps this person out (decision 047).
      if (await isDeactivatedAddress(db, profile.email)) throw deactivatedError();
      return { ...profile, emailVerified: true, data: { ...profile.data, email_verified: true } };
    },
    // An identity linked earlier may carry another address than the one refused above: never a seat while deactivated.
    joined: async (user, origin) => {
      if (!(await isDeactivated(db, user.id))) await joinAsMember(db, teamId, user, origin);
    },
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

/** Joins the team (just in time), recorded in its log with the newcomer as the actor; nothing for someone in a team. */
async function joinAsMember(db: Db, teamId: string, user: { id: string; email: string }, origin: RequestOrigin): Promise<void> {
  await db.transaction(async (tx) => {
    const joined = await tx.insert(teamMembers).values({ teamId, userId: user.id, role: 'member' }).onConflictDoNothing().returning({ userId: teamMembers.userId });
    if (joined.length === 0) return;
    await recordAudit(tx, { actor: { type: 'user', id: user.id, email: user.email }, ...origin }, {
      teamId,
      event: 'member.joined',
      target: { type: 'member', id: user.id, email: user.email },
      details: { role: 'member' },
    });
  });
}
