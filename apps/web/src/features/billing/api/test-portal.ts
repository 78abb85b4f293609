import { apiRequest } from '@/lib/api-client.ts';
import type { SubscriptionSummary } from './subscription.ts';

/** The test-mode billing portal: cancel at period end, or resume (C5, test checkout only). */
export function setCancelAtPeriodEnd(cancel: boolean) {
  return apiRequest<SubscriptionSummary>(`/api/billing/test-portal/${cancel ? 'cancel' : 'resume'}`, { method: 'POST', body: {} });
}
