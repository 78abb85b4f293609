// The settings page shows the same summary as the dashboard: one client and one (shared-schema) type for both.
export { getSubscription, type SubscriptionSummary } from '@/features/billing/api/subscription.ts';
export { openPortal as openBillingPortal } from '@/features/billing/api/open-portal.ts';
