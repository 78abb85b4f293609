import { plans, priceKeyFor } from '@selecta/shared/plans';
import type { AuditBy } from '../audit/audit-log.ts';
import { HttpError } from '../lib/http-error.ts';
import type { BillingContext } from './context.ts';
import { hasLiveSubscription, hasUsedTrial, type SignedInUser } from './checkout.ts';
import { ensureCustomer } from './customers.ts';
import { unreadable } from './provider.ts';
import { takeSyncTicket, writeSubscription } from './sync.ts';

const trialUnavailable = () => new HttpError(409, 'trial_unavailable', 'The free trial is not available right now.');

/**
 * `POST /api/billing/trial`: the pricing page's 14-day Plus trial without a card. It ends cancelled unless
 * a card is added (trial_settings.end_behavior), once per account.
 */
export async function startPlusTrial(ctx: BillingContext, user: SignedInUser, by: AuditBy): Promise<{ plan: 'plus'; trialEnd: string }> {
  if (await hasUsedTrial(ctx, user.id)) {
    throw new HttpError(409, 'trial_already_used', 'This account has already used its free trial.');
  }
  if (await hasLiveSubscription(ctx, user.id)) {
    throw new HttpError(409, 'already_subscribed', 'This account already has a subscription.');
  }
  const priceId = ctx.prices.idFor(priceKeyFor('plus', 'monthly'));
  if (!priceId) throw trialUnavailable();
  const customerId = await ensureCustomer(ctx, user);
  const ticket = await takeSyncTicket(ctx.db);
  const sub = await ctx.provider.createTrialSubscription({ userId: user.id, customerId, priceId, trialDays: plans.plus.trialDays });
  // Created, but in a state we cannot read (decision 029): not claimed as started; its webhooks place it once readable.
  if (sub === unreadable) throw trialUnavailable();
  await writeSubscription(ctx, ctx.db, sub, ticket, by);
  const trialEnd = sub.trialEnd ?? new Date(Date.now() + plans.plus.trialDays * 86_400_000);
  return { plan: 'plus', trialEnd: trialEnd.toISOString() };
}
