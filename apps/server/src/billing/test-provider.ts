import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { parsePriceKey } from '@selecta/shared/plans';
import { priceKeySchema } from '@selecta/shared/plans-schema';
import type { Db } from '../db/client.ts';
import { testCheckoutSessions, testSubscriptions } from '../db/schema/billing.ts';
import type { BillingProvider, ProviderSubscription } from './provider.ts';

const dayMs = 86_400_000;
export const testId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

type TestSubscriptionRow = typeof testSubscriptions.$inferSelect;

/** Period end one interval from `from`, like a Stripe billing cycle. */
export function periodEnd(priceKey: TestSubscriptionRow['priceKey'], from: Date): Date {
  const end = new Date(from);
  if (parsePriceKey(priceKey).interval === 'yearly') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/** The test provider's clock: a trial or a cancel-at-period-end ends when its date passes, as Stripe would. */
function current(row: TestSubscriptionRow, now: Date): ProviderSubscription {
  let status = row.status;
  let canceledAt = row.canceledAt;
  const ended = (at: Date | null) => at !== null && at.getTime() <= now.getTime();
  if (status === 'trialing' && ended(row.trialEnd)) status = row.paymentMethod ? 'active' : 'canceled';
  if (status !== 'canceled' && row.cancelAtPeriodEnd && ended(row.currentPeriodEnd)) status = 'canceled';
  if (status === 'canceled') canceledAt ??= now;
  return {
    id: row.id,
    customerId: row.customerId,
    userId: row.userId,
    status,
    priceId: row.priceKey,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    currentPeriodEnd: row.currentPeriodEnd,
    trialStart: row.trialStart,
    trialEnd: row.trialEnd,
    canceledAt,
  };
}

/** Built-in test checkout (DESIGN.md decision 3): provider state lives in our database; no money moves. */
export function testProvider(db: Db, publicUrl: string): BillingProvider {
  const retrieve = async (id: string) => {
    const [row] = await db.select().from(testSubscriptions).where(eq(testSubscriptions.id, id));
    return row ? current(row, new Date()) : null;
  };
  return {
    mode: 'test',
    createCustomer: ({ userId }) => Promise.resolve(`cus_test_${userId.replaceAll('-', '')}`),
    async createCheckoutSession(input) {
      const id = testId('cs');
      const priceKey = priceKeySchema.parse(input.priceId);
      await db.insert(testCheckoutSessions).values({ id, ...input, priceKey });
      return { id, url: `${publicUrl}/${input.locale}/test-checkout?session_id=${id}` };
    },
    async retrieveCheckoutSession(id) {
      const [row] = await db.select().from(testCheckoutSessions).where(eq(testCheckoutSessions.id, id));
      if (!row) return null;
      return {
        id: row.id,
        status: row.status,
        paid: row.status === 'complete',
        userId: row.userId,
        customerId: row.customerId,
        subscriptionId: row.subscriptionId,
        priceId: row.priceKey,
      };
    },
    retrieveSubscription: retrieve,
    async createTrialSubscription(input) {
      const now = new Date();
      const trialEnd = new Date(now.getTime() + input.trialDays * dayMs);
      // One id per user makes a repeated request return the same trial, like Stripe's idempotency key.
      const id = `sub_test_trial_${input.userId.replaceAll('-', '')}`;
      const priceKey = priceKeySchema.parse(input.priceId);
      await db
        .insert(testSubscriptions)
        .values({ id, userId: input.userId, customerId: input.customerId, priceKey, status: 'trialing', currentPeriodEnd: trialEnd, trialStart: now, trialEnd, paymentMethod: false })
        .onConflictDoNothing();
      return (await retrieve(id))!;
    },
    createPortalSession: ({ locale }) => Promise.resolve(`${publicUrl}/${locale}/test-checkout/portal`),
    async cancelSubscription(id) {
      await db.update(testSubscriptions).set({ status: 'canceled', canceledAt: new Date() }).where(eq(testSubscriptions.id, id));
    },
  };
}
