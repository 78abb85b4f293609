import { type SQL, and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { teamSsoDomains, teamSsoProviders } from '../../db/schema/teams.ts';
import { AuthError } from '../auth-error.ts';
import { rowsOf } from '../../db/rows-of.ts';

export const emailDomain = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** Whether require-SSO over `domains` covers the address: its domain is one of them. */
export const coveredBy = (email: string, domains: string[]) => email.includes('@') && domains.includes(emailDomain(email));

/**
 * GoTrue's `amr` method of a session a team's IdP started. GoTrue's own SSO is SAML and says `sso/saml`; ours is
 * OpenID Connect, so `sso/oidc` (the access token's `amr` keeps GoTrue's `{ method, timestamp }` shape). The session
 * also records which team's IdP it came through (`auth_sessions.sso_team_id`).
 */
export const ssoAmrMethod = 'sso/oidc';

/**
 * The `amr` method of a session the team owner started with a recovery code (the amendment of 2026-11-28): it is the
 * team's (`sso_team_id`), so require-SSO lets it live, but it proves nothing about the IdP, so it is not `sso/oidc`.
 */
export const ssoRecoveryAmrMethod = 'sso/recovery';

/** The team that requires single sign-on for the address (its domain is one of the team's verified domains), if any. */
export async function teamRequiringSso(db: Db, email: string | undefined | null): Promise<string | undefined> {
  if (!email?.includes('@')) return undefined;
  const [row] = await db
    .select({ teamId: teamSsoDomains.teamId })
    .from(teamSsoDomains)
    .innerJoin(teamSsoProviders, eq(teamSsoProviders.teamId, teamSsoDomains.teamId))
    .where(and(eq(teamSsoDomains.domain, emailDomain(email)), sql`${teamSsoDomains.verifiedAt} is not null`, eq(teamSsoProviders.requireSso, true)));
  return row?.teamId;
}

/** Whether the address's domain is a verified domain of a team that requires single sign-on. */
export const ssoRequiredFor = async (db: Db, email: string | undefined | null): Promise<boolean> => (await teamRequiringSso(db, email)) !== undefined;

/** GoTrue's code for "this account is managed by SSO" is `user_sso_managed` (422); the message says what to do instead. */
export const ssoManagedError = () =>
  new AuthError(422, 'user_sso_managed', 'Your organization requires single sign-on for this email address. Use "Sign in with SSO".');

/** Refuses a password, an email code or link, or another provider for an address whose team requires SSO. */
export async function refuseIfSsoRequired(db: Db, email: string | undefined | null): Promise<void> {
  if (await ssoRequiredFor(db, email)) throw ssoManagedError();
}

/** The domain of an address column in SQL, as `emailDomain` (after the last `@`; stored addresses are lowercased). */
const domainOf = (email: SQL) => sql`regexp_replace(${email}, '^.*@', '')`;

/**
 * SQL, true when a session may not go on: its user's address is at a verified domain of a team that requires SSO and
 * the session was not started through that team's IdP. `email` and `ssoTeamId` are the user's and the session's
 * columns as the surrounding statement names them. One index lookup (the verified-domain index).
 */
export const sessionRefusedBySso = (email: SQL, ssoTeamId: SQL) => sql`exists (
  select 1 from team_sso_domains d join team_sso_providers p on p.team_id = d.team_id
  where d.domain = ${domainOf(email)} and d.verified_at is not null and p.require_sso
    and ${ssoTeamId} is distinct from d.team_id)`;

/**
 * Ends, in one statement, every session of the users at the team's verified domains that did not come through the
 * team's IdP, when (and only when) the team requires SSO. Called after each change that can widen what SSO covers:
 * require-SSO turned on, a domain verified, the provider saved. The delete trigger of migration auth/0004 tells every
 * server's session cache; with PostgreSQL each request reads the session anyway (decision 035). Answers how many ended.
 */
export async function endSessionsOutsideSso(db: Db, teamId: string): Promise<number> {
  const ended = await db.execute(sql`
    delete from auth_sessions s using users u
    where u.id = s.user_id
      and ${domainOf(sql`u.email`)} in (select d.domain from team_sso_domains d where d.team_id = ${teamId} and d.verified_at is not null)
      and exists (select 1 from team_sso_providers p where p.team_id = ${teamId} and p.require_sso)
      and s.sso_team_id is distinct from ${teamId}
    returning s.id`);
  return rowsOf(ended).length;
}
