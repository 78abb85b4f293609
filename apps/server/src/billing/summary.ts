import { desc, eq } from 'drizzle-orm';
import type { PlanId } from '@selecta/shared/plans';
import type { Db } from '../db/client.ts';
import { subscriptions, type SubscriptionRow } from '../db/schema/billing.ts';
import { findMembership } from '../teams/membership.ts';
import { grantsAccess } from './entitlement.ts';
import { getUserPlan } from './user-plan.ts';

export interface SubscriptionSummary {
  plan: PlanId;
  status: SubscriptionRow['status'] | null;
  interval: SubscriptionRow['interval'] | null;
  currentPeriodEnd: string | null;
  trialEnd: string | null;
  cancelAtPeriodEnd: boolean | null;
  /** Set when the plan comes from the user's team (decision 021) rather than a subscription of their own. */
  teamName: string | null;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** `GET /api/billing/subscription`: the subscription that gives the user their plan, or their team's plan (or Free) with nulls. */
export async function subscriptionSummary(db: Db, userId: string, now: Date = new Date()): Promise<SubscriptionSummary> {
  const rows = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(desc(subscriptions.updatedAt));
  const entitling = rows.filter((r) => grantsAccess(r, now)).sort((a, b) => (a.plan === b.plan ? 0 : a.plan === 'pro' ? -1 : 1));
  const sub = entitling[0];
  const plan = await getUserPlan(db, userId, now);
  if (!sub || plan !== sub.plan) {
    const team = plan === 'free' ? undefined : await findMembership(db, userId);
    return { plan, status: null, interval: null, currentPeriodEnd: null, trialEnd: null, cancelAtPeriodEnd: null, teamName: team?.teamName ?? null };
  }
  return {
    plan: sub.plan,
    status: sub.status,
    interval: sub.interval,
    currentPeriodEnd: iso(sub.currentPeriodEnd),
    trialEnd: iso(sub.trialEnd),
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    teamName: null,
  };
}
