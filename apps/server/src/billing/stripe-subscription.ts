import { z } from 'zod';
import type { Logger } from '../lib/logger.ts';
import { type SubscriptionRead, unreadable } from './provider.ts';
import { subscriptionStatusSchema } from './subscription-status.ts';

// Every Stripe subscription we read (a retrieve, a create, a deleted event's body) passes here. Its status is an open
// enum: Stripe may add values without a new API version (docs.stripe.com/api/enums), so a value we do not know, or a
// field missing, is an answer to handle, never a throw (decision 029).

const id = z.string().min(1).max(255);
/** An expandable field: the id, or the object with its id. */
const ref = z.union([id, z.looseObject({ id })]);
const seconds = z.number().int().nullish();

/** The fields of a Stripe subscription we read; the status is checked apart, so an unknown one is told from bad JSON. */
export const stripeSubscriptionSchema = z.looseObject({
  id,
  status: z.string(),
  customer: ref,
  cancel_at_period_end: z.boolean(),
  cancel_at: seconds,
  trial_start: seconds,
  trial_end: seconds,
  canceled_at: seconds,
  metadata: z.record(z.string(), z.string()).nullish(),
  items: z.looseObject({ data: z.array(z.looseObject({ price: z.looseObject({ id }), current_period_end: seconds })) }),
});

const toDate = (value: number | null | undefined) => (value ? new Date(value * 1000) : null);
/** A Stripe expandable field's id, whether Stripe sent the id or the expanded object. */
export function idOf(value: string | { id: string }): string;
export function idOf(value: string | { id: string } | null | undefined): string | null;
export function idOf(value: string | { id: string } | null | undefined): string | null {
  return typeof value === 'string' ? value : (value?.id ?? null);
}
/** A status is logged only when it looks like one: a name, never data. */
const statusName = (value: unknown) => (typeof value === 'string' && /^[a-z_]{1,40}$/.test(value) ? value : '(not a status name)');

export function readStripeSubscription(raw: unknown, logger: Logger): SubscriptionRead {
  const parsed = stripeSubscriptionSchema.safeParse(raw);
  const status = parsed.success ? subscriptionStatusSchema.safeParse(parsed.data.status) : undefined;
  if (!parsed.success || !status?.success) {
    const subscriptionId = typeof (raw as { id?: unknown } | null)?.id === 'string' ? String((raw as { id: string }).id).slice(0, 255) : undefined;
    const where = parsed.success ? 'status' : parsed.error.issues[0]?.path.join('.') || 'subscription';
    // The id and the status name or failing field only: no customer, metadata or email reaches the log.
    logger.error({ subscriptionId, where, status: statusName((raw as { status?: unknown } | null)?.status) }, 'billing: Stripe subscription not readable; kept at its last known state');
    return unreadable;
  }
  const sub = parsed.data;
  const item = sub.items.data[0];
  return {
    id: sub.id,
    customerId: idOf(sub.customer),
    userId: sub.metadata?.userId ?? null,
    status: status.data,
    priceId: item?.price.id ?? '',
    cancelAtPeriodEnd: sub.cancel_at_period_end || (sub.cancel_at ?? null) !== null,
    // Period fields live on the item since API 2025-03-31.basil (research rule 27).
    currentPeriodEnd: toDate(item?.current_period_end),
    trialStart: toDate(sub.trial_start),
    trialEnd: toDate(sub.trial_end),
    canceledAt: toDate(sub.canceled_at),
  };
}
