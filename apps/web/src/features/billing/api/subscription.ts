import type { SubscriptionSummary } from '@selecta/shared/subscription';
import { apiRequest } from '@/lib/api-client.ts';

export type { SubscriptionSummary } from '@selecta/shared/subscription';
export { freeSubscriptionSummary as freeSummary } from '@selecta/shared/subscription';

/** C5 `GET /api/billing/subscription`. */
export function getSubscription(signal?: AbortSignal) {
  return apiRequest<SubscriptionSummary>('/api/billing/subscription', signal ? { signal } : {});
}
