import type { BillingInterval, PaidPlanId } from '@selecta/shared/plans';
import { apiRequest } from '@/lib/api-client.ts';

/** C5 test checkout: what the built-in checkout page shows and its two buttons. */
export interface TestCheckoutSession {
  id: string;
  plan: PaidPlanId;
  interval: BillingInterval;
  amount: number;
  currency: string;
  status: string;
}

const base = (id: string) => `/api/billing/test-checkout/${encodeURIComponent(id)}`;

export function getTestCheckout(id: string, signal?: AbortSignal) {
  return apiRequest<TestCheckoutSession>(base(id), signal ? { signal } : {});
}

export function payTestCheckout(id: string) {
  return apiRequest<{ redirectUrl: string }>(`${base(id)}/pay`, { method: 'POST', body: {} });
}

export function cancelTestCheckout(id: string) {
  return apiRequest<{ redirectUrl: string }>(`${base(id)}/cancel`, { method: 'POST', body: {} });
}
