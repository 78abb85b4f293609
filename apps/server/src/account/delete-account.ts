import { eq } from 'drizzle-orm';
import { teamErrorCodes } from '@selecta/shared/teams';
import { recordAudit, type AuditBy } from '../audit/audit-log.ts';
import { forgetHostedUser } from '../auth/hosted-user.ts';
import { cancelLiveSubscriptions } from '../billing/account.ts';
import { users } from '../db/schema/auth.ts';
import { teamMembers } from '../db/schema/teams.ts';
import type { AppDeps } from '../lib/app-deps.ts';
import { HttpError } from '../lib/http-error.ts';
import { findMembership } from '../teams/membership.ts';

/** Emails compare as the auth service stores them: trimmed and lowercased. */
export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Ends the account: first every live subscription at the payment provider (so nothing is charged after
 * the account is gone; if that fails nothing is deleted), then the user row in one statement whose FKs
 * cascade to every user-owned row of every domain, sessions and refresh tokens included (a member leaves their team).
 */
export async function deleteAccount(deps: AppDeps, userId: string, by: AuditBy): Promise<void> {
  // An owner's team would be left without the subscription that gives it Pro: they hand it on or dissolve it first.
  if ((await findMembership(deps.db, userId))?.role === 'owner') {
    throw new HttpError(409, teamErrorCodes.ownsTeam, 'You own a team: transfer its ownership or dissolve it before deleting your account.');
  }
  try {
    await cancelLiveSubscriptions(deps, userId);
  } catch (error) {
    deps.logger.error({ err: error, userId }, 'account deletion: cancelling subscriptions failed');
    throw new HttpError(
      502,
      'billing_unavailable',
      'We could not cancel your subscription, so the account was not deleted. Please try again in a moment.',
    );
  }
  await deps.db.transaction(async (tx) => {
    const [member] = await tx.delete(teamMembers).where(eq(teamMembers.userId, userId)).returning();
    // Leaving with the account is leaving: the team's log says so (its address stays there, as the team's record).
    if (member && member.role !== 'owner' && by.actor.type === 'user') {
      const target = { type: 'member', id: userId, email: by.actor.email } as const;
      await recordAudit(tx, by, { teamId: member.teamId, event: 'member.left', target, details: { role: member.role } });
    }
    await tx.delete(users).where(eq(users.id, userId));
  });
  forgetHostedUser(deps.db, userId);
}
