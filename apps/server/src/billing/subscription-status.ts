import { z } from 'zod';

/** Every status Stripe can send (API `Subscription.status`); the column accepts all of them (research rule 24). */
export const subscriptionStatuses = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;
export const subscriptionStatusSchema = z.enum(subscriptionStatuses);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** A subscription in one of these states blocks a new checkout: the customer is sent to the portal instead. */
export const liveStatuses: readonly SubscriptionStatus[] = ['trialing', 'active', 'past_due'];
