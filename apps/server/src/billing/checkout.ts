import { and, eq, inArray, or, isNotNull } from 'drizzle-orm';
import { parsePriceKey, plans } from '@selecta/shared/plans';
import { subscriptions, trialRedemptions } from '../db/schema/billing.ts';
import { HttpError } from '../lib/http-error.ts';
import type { BillingContext } from './context.ts';
import { ensureCustomer, findCustomerId } from './customers.ts';
import { checkoutReturnUrls } from './return-urls.ts';
import type { CheckoutRequest } from './schemas.ts';
import { liveStatuses } from './subscription-status.ts';

export interface SignedInUser {
  id: string;
  email: string;
}

export async function hasLiveSubscription(ctx: BillingContext, userId: string): Promise<boolean> {
  const rows = await ctx.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...liveStatuses])));
  return rows.length > 0;
}

/** The Plus trial is once per account: a redemption row, or any subscription that ever trialed. */
export async function hasUsedTrial(ctx: BillingContext, userId: string): Promise<boolean> {
  const [redeemed] = await ctx.db.select().from(trialRedemptions).where(eq(trialRedemptions.userId, userId));
  if (redeemed) return true;
  const trialed = await ctx.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), or(isNotNull(subscriptions.trialStart), isNotNull(subscriptions.trialEnd))));
  return trialed.length > 0;
}

/** `POST /api/stripe/create-checkout-session`: always for the token's user (C5). */
export async function createCheckout(ctx: BillingContext, user: SignedInUser, body: CheckoutRequest): Promise<{ url: string }> {
  const priceKey = ctx.prices.resolve(body.priceId);
  if (!priceKey) throw new HttpError(400, 'invalid_price', 'This price is not one of our plans.');
  const { plan } = parsePriceKey(priceKey);
  if (plan !== body.planType) throw new HttpError(400, 'invalid_price', 'This price does not belong to the chosen plan.');
  const urls = checkoutReturnUrls(ctx.env.PUBLIC_URL, body);

  // One live subscription per account: changes happen in the portal (rule 6).
  if (await hasLiveSubscription(ctx, user.id)) {
    const customerId = await findCustomerId(ctx, user.id);
    if (customerId) {
      const returnUrl = `${ctx.env.PUBLIC_URL}/${urls.locale}/dashboard`;
      return { url: await ctx.provider.createPortalSession({ customerId, returnUrl, locale: urls.locale }) };
    }
  }
  const customerId = await ensureCustomer(ctx, user);
  const trialDays = plans[plan].trialDays > 0 && !(await hasUsedTrial(ctx, user.id)) ? plans[plan].trialDays : 0;
  const session = await ctx.provider.createCheckoutSession({
    userId: user.id,
    customerId,
    priceId: ctx.prices.idFor(priceKey)!,
    trialDays,
    successUrl: urls.successUrl,
    cancelUrl: urls.cancelUrl,
    locale: urls.locale,
  });
  return { url: session.url };
}
