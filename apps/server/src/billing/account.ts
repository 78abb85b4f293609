import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../lib/app-deps.ts';
import { subscriptions } from '../db/schema/billing.ts';
import { billingContext } from './context.ts';
import { findCustomerId } from './customers.ts';
import { liveStatuses } from './subscription-status.ts';
import { syncSubscription } from './sync.ts';

/**
 * For account deletion: ends every live subscription at the provider at once (no further charges), and
 * syncs our rows. Returns how many were cancelled. Deleting the user afterwards cascades our rows.
 */
export async function cancelLiveSubscriptions(deps: AppDeps, userId: string): Promise<number> {
  const ctx = billingContext(deps);
  const live = await ctx.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...liveStatuses])));
  for (const { id } of live) {
    await ctx.provider.cancelSubscription(id);
    await syncSubscription(ctx, id);
  }
  return live.length;
}

/** For the data export: the user's billing records as we hold them (no card data ever reaches us). */
export async function billingHistory(deps: AppDeps, userId: string) {
  const ctx = billingContext(deps);
  const rows = await ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return {
    customerId: await findCustomerId(ctx, userId),
    subscriptions: rows.map((r) => ({
      id: r.id,
      plan: r.plan,
      interval: r.interval,
      status: r.status,
      cancelAtPeriodEnd: r.cancelAtPeriodEnd,
      currentPeriodEnd: r.currentPeriodEnd?.toISOString() ?? null,
      trialStart: r.trialStart?.toISOString() ?? null,
      trialEnd: r.trialEnd?.toISOString() ?? null,
      canceledAt: r.canceledAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
