import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { teamSsoDomains, teamSsoProviders } from '../../db/schema/teams.ts';
import { AuthError } from '../auth-error.ts';

export const emailDomain = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** Whether the address's domain is a verified domain of a team that requires single sign-on. */
export async function ssoRequiredFor(db: Db, email: string | undefined | null): Promise<boolean> {
  if (!email?.includes('@')) return false;
  const [row] = await db
    .select({ teamId: teamSsoDomains.teamId })
    .from(teamSsoDomains)
    .innerJoin(teamSsoProviders, eq(teamSsoProviders.teamId, teamSsoDomains.teamId))
    .where(and(eq(teamSsoDomains.domain, emailDomain(email)), sql`${teamSsoDomains.verifiedAt} is not null`, eq(teamSsoProviders.requireSso, true)));
  return !!row;
}

/**
 * Refuses a password, an email code or link, or another provider for an address whose team requires SSO. GoTrue's
 * code for "this account is managed by SSO" is `user_sso_managed` (422); the message says what to do instead.
 */
export async function refuseIfSsoRequired(db: Db, email: string | undefined | null): Promise<void> {
  if (await ssoRequiredFor(db, email)) {
    throw new AuthError(422, 'user_sso_managed', 'Your organization requires single sign-on for this email address. Use "Sign in with SSO".');
  }
}
