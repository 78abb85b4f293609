import { and, eq, inArray } from 'drizzle-orm';
import { currency, parsePriceKey, priceAmount } from '@selecta/shared/plans';
import type { TestCheckoutView } from '@selecta/shared/test-checkout';
import { subscriptions, testCheckoutSessions, testSubscriptions } from '../db/schema/billing.ts';
import { HttpError } from '../lib/http-error.ts';
import type { AuditBy } from '../audit/audit-log.ts';
import type { BillingContext } from './context.ts';
import { providerIdSchema } from './schemas.ts';
import { liveStatuses } from './subscription-status.ts';
import { syncSubscription } from './sync.ts';
import { periodEnd, testId } from './test-provider.ts';

const notFound = () => new HttpError(404, 'checkout_session_not_found', 'We could not find this checkout.');

function requireTestMode(ctx: BillingContext) {
  if (ctx.provider.mode !== 'test') throw new HttpError(404, 'not_found', 'The test checkout is off: this server uses Stripe.');
}

async function ownSession(ctx: BillingContext, userId: string, id: string) {
  requireTestMode(ctx);
  if (!providerIdSchema.safeParse(id).success) throw notFound();
  const [row] = await ctx.db
    .select()
    .from(testCheckoutSessions)
    .where(and(eq(testCheckoutSessions.id, id), eq(testCheckoutSessions.userId, userId)));
  if (!row) throw notFound();
  return row;
}

/** `GET /api/billing/test-checkout/:id`: what the test checkout page shows, from the catalogue. */
export async function describeTestCheckout(ctx: BillingContext, userId: string, id: string): Promise<TestCheckoutView> {
  const row = await ownSession(ctx, userId, id);
  const { plan, interval } = parsePriceKey(row.priceKey);
  return { id: row.id, plan, interval, amount: priceAmount(row.priceKey), currency, trialDays: row.trialDays, status: row.status };
}

/** "Pay": creates the provider-side subscription, completes the session, then syncs it like the webhook would. */
export async function payTestCheckout(ctx: BillingContext, userId: string, id: string, by: AuditBy) {
  const row = await ownSession(ctx, userId, id);
  if (row.status === 'expired') throw new HttpError(409, 'checkout_session_expired', 'This checkout has expired. Please start again.');
  let subscriptionId = row.subscriptionId;
  if (row.status === 'open') {
    const now = new Date();
    const trialEnd = row.trialDays > 0 ? new Date(now.getTime() + row.trialDays * 86_400_000) : null;
    subscriptionId = testId('sub');
    await ctx.db.insert(testSubscriptions).values({
      id: subscriptionId,
      userId,
      customerId: row.customerId,
      priceKey: row.priceKey,
      status: trialEnd ? 'trialing' : 'active',
      currentPeriodEnd: trialEnd ?? periodEnd(row.priceKey, now),
      trialStart: trialEnd ? now : null,
      trialEnd,
    });
    // Only the first pay completes the session; a double click finds it complete and changes nothing.
    const done = await ctx.db
      .update(testCheckoutSessions)
      .set({ status: 'complete', subscriptionId })
      .where(and(eq(testCheckoutSessions.id, id), eq(testCheckoutSessions.status, 'open')))
      .returning();
    if (done.length === 0) {
      await ctx.db.delete(testSubscriptions).where(eq(testSubscriptions.id, subscriptionId));
      subscriptionId = (await ownSession(ctx, userId, id)).subscriptionId;
    }
  }
  if (subscriptionId) await syncSubscription(ctx, subscriptionId, by);
  return { redirectUrl: row.successUrl.replace('{CHECKOUT_SESSION_ID}', id) };
}

export async function cancelTestCheckout(ctx: BillingContext, userId: string, id: string) {
  const row = await ownSession(ctx, userId, id);
  if (row.status === 'open') {
    await ctx.db.update(testCheckoutSessions).set({ status: 'expired' }).where(eq(testCheckoutSessions.id, id));
  }
  return { redirectUrl: row.cancelUrl };
}

/** The test portal's "cancel at period end" / "resume" on the user's live subscription. */
export async function setTestCancelAtPeriodEnd(ctx: BillingContext, userId: string, cancel: boolean, by: AuditBy) {
  requireTestMode(ctx);
  const live = await ctx.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...liveStatuses])));
  if (live.length === 0) throw new HttpError(404, 'no_subscription', 'There is no active subscription to change.');
  for (const { id } of live) {
    await ctx.db.update(testSubscriptions).set({ cancelAtPeriodEnd: cancel }).where(eq(testSubscriptions.id, id));
    await syncSubscription(ctx, id, by);
  }
}
