import { apiRequest } from '@/lib/api-client.ts';

/** Contract C5 `GET /api/billing/subscription`. */
export interface SubscriptionSummary {
  plan: 'free' | 'plus' | 'pro';
  status: string | null;
  interval: 'month' | 'year' | null;
  currentPeriodEnd: string | null;
  trialEnd: string | null;
  cancelAtPeriodEnd: boolean | null;
}

export function getSubscription(signal?: AbortSignal) {
  return apiRequest<SubscriptionSummary>('/api/billing/subscription', signal ? { signal } : {});
}

/** C5 `POST /api/billing/portal`: Stripe's billing portal or the test checkout's own page. */
export function openBillingPortal(locale: string) {
  return apiRequest<{ url: string }>('/api/billing/portal', { method: 'POST', body: { locale } });
}
