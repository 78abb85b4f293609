import type { PlanId } from '@selecta/shared/plans';
import { apiRequest } from '@/lib/api-client.ts';

/** C5 `GET /api/billing/subscription`. */
export interface SubscriptionSummary {
  plan: PlanId;
  status: string | null;
  interval: string | null;
  currentPeriodEnd: string | null;
  trialEnd: string | null;
  cancelAtPeriodEnd: boolean | null;
  /** The team whose plan the user has, when it is not a subscription of their own. */
  teamName: string | null;
}

export const freeSummary: SubscriptionSummary = { plan: 'free', status: null, interval: null, currentPeriodEnd: null, trialEnd: null, cancelAtPeriodEnd: null, teamName: null };

export function getSubscription(signal?: AbortSignal) {
  return apiRequest<SubscriptionSummary>('/api/billing/subscription', signal ? { signal } : {});
}
