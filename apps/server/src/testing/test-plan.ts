import type { PaidPlanId } from '@selecta/shared/plans';
import { eq } from 'drizzle-orm';
import { subscriptions } from '../db/schema/billing.ts';
import type { TestApp } from './test-app.ts';

/** Gives a user an active subscription to a paid plan, as the webhook sync would (or takes it away with `free`). */
export async function setTestPlan(t: TestApp, userId: string, plan: PaidPlanId | 'free'): Promise<void> {
  await t.database.db.delete(subscriptions).where(eq(subscriptions.userId, userId));
  if (plan === 'free') return;
  await t.database.db.insert(subscriptions).values({
    id: `sub_${userId}`,
    userId,
    customerId: `cus_${userId}`,
    status: 'active',
    priceKey: `${plan}_monthly`,
    plan,
    interval: 'monthly',
    currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
  });
}
