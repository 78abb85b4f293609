import { randomBytes } from 'node:crypto';

export const stripeId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
export const unix = (date: Date = new Date()) => Math.floor(date.getTime() / 1000);

export interface Customer {
  id: string;
  object: 'customer';
  email: string | null;
  metadata: Record<string, string>;
  created: number;
}

export interface SubscriptionObject {
  id: string;
  object: 'subscription';
  customer: string;
  status: 'incomplete' | 'incomplete_expired' | 'trialing' | 'active' | 'past_due' | 'canceled' | 'unpaid' | 'paused';
  metadata: Record<string, string>;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  trial_start: number | null;
  trial_end: number | null;
  created: number;
  items: { object: 'list'; data: SubscriptionItem[]; has_more: false; url: string };
  trial_settings: { end_behavior: { missing_payment_method: string } } | null;
}

interface SubscriptionItem {
  id: string;
  object: 'subscription_item';
  price: { id: string; object: 'price'; recurring: { interval: 'month' | 'year' } };
  quantity: number;
  current_period_start: number;
  current_period_end: number;
}

export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: 'subscription';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  client_reference_id: string | null;
  customer: string | null;
  customer_email: string | null;
  subscription: string | null;
  success_url: string;
  cancel_url: string;
  url: string | null;
  locale: string | null;
  metadata: Record<string, string>;
  created: number;
  /** Not a Stripe field: what the caller asked for, so tests can check rules 2–4. */
  _price: string;
  _trialPeriodDays: number | null;
  _subscriptionMetadata: Record<string, string>;
}

export function subscriptionObject(input: { customer: string; price: string; interval: 'month' | 'year'; metadata: Record<string, string>; trialDays: number | null; endBehavior?: string | undefined; now?: Date }): SubscriptionObject {
  const now = input.now ?? new Date();
  const start = unix(now);
  const trialEnd = input.trialDays ? start + input.trialDays * 86_400 : null;
  const yearly = input.interval === 'year';
  const periodEnd = trialEnd ?? start + (yearly ? 365 : 30) * 86_400;
  return {
    id: stripeId('sub'),
    object: 'subscription',
    customer: input.customer,
    status: trialEnd ? 'trialing' : 'active',
    metadata: input.metadata,
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    trial_start: trialEnd ? start : null,
    trial_end: trialEnd,
    created: start,
    items: {
      object: 'list',
      has_more: false,
      url: '/v1/subscription_items',
      data: [
        {
          id: stripeId('si'),
          object: 'subscription_item',
          price: { id: input.price, object: 'price', recurring: { interval: input.interval } },
          quantity: 1,
          current_period_start: start,
          current_period_end: periodEnd,
        },
      ],
    },
    trial_settings: input.endBehavior ? { end_behavior: { missing_payment_method: input.endBehavior } } : null,
  };
}

/** The public JSON of a session: our underscore bookkeeping fields stay private. */
export function publicSession(session: CheckoutSession, expandLineItems: boolean) {
  const { _price, _trialPeriodDays: _t, _subscriptionMetadata: _m, ...rest } = session;
  if (!expandLineItems) return rest;
  const item = { id: stripeId('li'), object: 'item', quantity: 1, price: { id: _price, object: 'price' } };
  return { ...rest, line_items: { object: 'list', data: [item], has_more: false, url: `/v1/checkout/sessions/${session.id}/line_items` } };
}

export function stripeError(status: number, type: string, message: string, extra: Record<string, string> = {}) {
  return { status, body: { error: { type, message, ...extra } } };
}
