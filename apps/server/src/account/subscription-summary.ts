import { desc, eq } from 'drizzle-orm';
import type { SubscriptionSummary } from '@selecta/shared/subscription';
import type { Db } from '../db/client.ts';
import { subscriptions } from '../db/schema/billing.ts';
import { findMembership } from '../teams/membership.ts';
import { grantsAccess } from '../billing/entitlement.ts';
import { getUserPlan } from '../billing/user-plan.ts';

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
