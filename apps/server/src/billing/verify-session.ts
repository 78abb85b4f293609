import { parsePriceKey, type PaidPlanId } from '@selecta/shared/plans';
import { HttpError } from '../lib/http-error.ts';
import type { AuditBy } from '../audit/audit-log.ts';
import type { BillingContext } from './context.ts';
import { findCustomerId } from './customers.ts';
import { providerIdSchema } from './schemas.ts';
import { syncSubscription } from './sync.ts';

export interface CheckoutVerification {
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  /** The plan this checkout buys. */
  plan: PaidPlanId | null;
  belongsToUser: boolean;
}

const notFound = () => new HttpError(404, 'checkout_session_not_found', 'We could not find this checkout.');

/**
 * The payment-success page's check (rules 8–9): asks the provider, never the browser, and only for the
 * session's own user; a complete, paid session syncs its subscription the same way the webhook does.
 */
export async function verifyCheckoutSession(ctx: BillingContext, userId: string, sessionId: string, by: AuditBy): Promise<CheckoutVerification> {
  if (!providerIdSchema.safeParse(sessionId).success) throw notFound();
  const session = await ctx.provider.retrieveCheckoutSession(sessionId);
  if (!session) throw notFound();
  const ownCustomer = await findCustomerId(ctx, userId);
  const belongsToUser = session.userId === userId || (!session.userId && !!ownCustomer && session.customerId === ownCustomer);
  if (!belongsToUser) throw notFound();
  if (session.status === 'complete' && session.paid && session.subscriptionId) {
    await syncSubscription(ctx, session.subscriptionId, by);
  }
  const priceKey = session.priceId ? ctx.prices.keyFor(session.priceId) : undefined;
  return { status: session.status, paid: session.paid, plan: priceKey ? parsePriceKey(priceKey).plan : null, belongsToUser };
}
