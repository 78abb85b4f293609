import { ssoErrorCodes } from '@selecta/shared/team-sso';
import { and, eq } from 'drizzle-orm';
import { coveredBy, ssoAmrMethod } from '../../auth/sso/sso-required.ts';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/auth.ts';
import { HttpError } from '../../lib/http-error.ts';

/**
 * The owner must test SSO before enforcing it (decision 040, as Okta and Slack ask): requiring SSO over `domains`
 * would end the owner's own session and refuse their password if their address is at one of them, so unless the
 * request's session came through this team's IdP (which proves SSO works for them) the change is refused with 409
 * `sso_test_first` and nothing changes. An owner whose address is elsewhere is not covered by require-SSO.
 * `sessionId` is null only with the hosted auth, whose sign-in and sessions require-SSO neither refuses nor ends.
 */
export async function refuseOwnerLockout(db: Db, teamId: string, owner: { id: string; sessionId: string | null }, domains: string[]): Promise<void> {
  if (owner.sessionId === null) return;
  const [row] = await db
    .select({ email: users.email, amrMethod: sessions.amrMethod, ssoTeamId: sessions.ssoTeamId })
    .from(users)
    .leftJoin(sessions, and(eq(sessions.id, owner.sessionId), eq(sessions.userId, users.id)))
    .where(eq(users.id, owner.id));
  if (!row || !coveredBy(row.email, domains)) return;
  if (row.amrMethod === ssoAmrMethod && row.ssoTeamId === teamId) return;
  throw new HttpError(409, ssoErrorCodes.testFirst, 'Sign in with SSO once (Sign in with SSO on the sign-in page) to check that it works, then require it.');
}
