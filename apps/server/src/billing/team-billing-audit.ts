import { and, eq } from 'drizzle-orm';
import { recordAudit, type AuditBy } from '../audit/audit-log.ts';
import { getOwnPlan } from './user-plan.ts';
import type { Db } from '../db/client.ts';
import { teamMembers } from '../db/schema/teams.ts';

/**
 * Before a write of `userId`'s subscriptions (in its transaction): when they own a team, their plan now, and a
 * `record` that writes `billing.plan_changed` to the team's log if the write changed it. The owner's membership row is
 * locked first, so two syncs of the same change (the webhook and the success page) take turns and the second sees
 * nothing to record. Undefined for anyone who owns no team: one indexed read, nothing else.
 */
export async function watchOwnerPlan(tx: Db, userId: string) {
  const [owned] = await tx
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.userId, userId), eq(teamMembers.role, 'owner')))
    .for('update');
  if (!owned) return undefined;
  const before = await getOwnPlan(tx, userId);
  return {
    async record(by: AuditBy, subscriptionId: string) {
      const after = await getOwnPlan(tx, userId);
      if (after === before) return;
      await recordAudit(tx, by, { teamId: owned.teamId, event: 'billing.plan_changed', target: { type: 'subscription', id: subscriptionId }, details: { plan: { from: before, to: after } } });
    },
  };
}
