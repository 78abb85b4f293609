import { eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PlanId } from '@selecta/shared/plans';
import type { Db } from '../db/client.ts';
import { subscriptions } from '../db/schema/billing.ts';
import { teamMembers } from '../db/schema/teams.ts';
import { planFromSubscriptions, type EntitlingFields } from './entitlement.ts';

/** An entitling row, and whether it is the user's own or their team owner's (decision 021). */
export interface PlanRow extends EntitlingFields {
  viaTeam: boolean;
}

// Written out because a Drizzle alias inside `sql` renders without its table; the names are the schema's.
const subscriptionUser = sql.raw(`"${getTableName(subscriptions)}"."user_id"`);
const members = getTableName(teamMembers);

/** The owner of the user's team (no row when the user is in no team), as a scalar subquery. */
function teamOwnerOf(userId: SQL | string) {
  return sql`(select team_owner.user_id from ${sql.raw(`"${members}" team_member join "${members}" team_owner`)} on team_owner.team_id = team_member.team_id and team_owner.role = 'owner' where team_member.user_id = ${userId})`;
}

/** The subscriptions that can give a user their plan: their own and their team owner's (one index lookup each). */
export function planSubscriptionsOf(userId: SQL | string): SQL {
  return sql`${subscriptionUser} in (${userId}, ${teamOwnerOf(userId)})`;
}

/** The subscription columns the entitlement reads; the AI gateway selects them in its own joined query. */
export function entitlingColumns(userId: SQL | string) {
  return {
    status: subscriptions.status,
    plan: subscriptions.plan,
    trialEnd: subscriptions.trialEnd,
    cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
    currentPeriodEnd: subscriptions.currentPeriodEnd,
    viaTeam: sql<boolean>`${subscriptionUser} <> ${userId}`,
  };
}

/**
 * The one rule for "the plan" (contract C4 and decision 021): the best of the user's own subscriptions and, while
 * they are in a team, their team owner's Pro (a team owner's Plus gives the members nothing). Leaving or being
 * removed ends the team's part on the next request, since the rows are read on every request.
 */
export function planOfRows(rows: readonly PlanRow[], now: Date): PlanId {
  return planFromSubscriptions(
    rows.filter((row) => !row.viaTeam || row.plan === 'pro'),
    now,
  );
}

/** The plan a user is entitled to right now, from the synced subscription rows (theirs and their team owner's). */
export async function getUserPlan(db: Db, userId: string, now: Date = new Date()): Promise<PlanId> {
  const rows = await db.select(entitlingColumns(userId)).from(subscriptions).where(planSubscriptionsOf(userId));
  return planOfRows(rows, now);
}

/** The plan from the user's own subscriptions only: what may create a team (a team's Pro cannot found another). */
export async function getOwnPlan(db: Db, userId: string, now: Date = new Date()): Promise<PlanId> {
  const rows = await db.select(entitlingColumns(userId)).from(subscriptions).where(eq(subscriptions.userId, userId));
  return planOfRows(rows, now);
}
