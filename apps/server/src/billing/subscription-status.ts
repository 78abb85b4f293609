import type { SubscriptionStatus } from '@selecta/shared/subscription';

// The list and schema are shared with the website, which shows the status (`GET /api/billing/subscription`).
export { subscriptionStatuses, subscriptionStatusSchema, type SubscriptionStatus } from '@selecta/shared/subscription';

/** A subscription in one of these states blocks a new checkout: the customer is sent to the portal instead. */
export const liveStatuses: readonly SubscriptionStatus[] = ['trialing', 'active', 'past_due'];
