import { eq } from 'drizzle-orm';
import type { PlanId } from '@selecta/shared/plans';
import type { Db } from '../db/client.ts';
import { subscriptions } from '../db/schema/billing.ts';
import { planFromSubscriptions } from './entitlement.ts';

/** The subscription columns the entitlement reads; the AI gateway selects them in its own joined query. */
export const entitlingColumns = {
  status: subscriptions.status,
  plan: subscriptions.plan,
  trialEnd: subscriptions.trialEnd,
  cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
  currentPeriodEnd: subscriptions.currentPeriodEnd,
};

/** The plan a user is entitled to right now (contract C4), from the synced subscription rows. */
export async function getUserPlan(db: Db, userId: string, now: Date = new Date()): Promise<PlanId> {
  const rows = await db
    .select(entitlingColumns)
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  return planFromSubscriptions(rows, now);
}
