import type { TestCheckoutView } from '@selecta/shared/test-checkout';
import { apiRequest } from '@/lib/api-client.ts';

const base = (id: string) => `/api/billing/test-checkout/${encodeURIComponent(id)}`;

export function getTestCheckout(id: string, signal?: AbortSignal) {
  return apiRequest<TestCheckoutView>(base(id), signal ? { signal } : {});
}

export function payTestCheckout(id: string) {
  return apiRequest<{ redirectUrl: string }>(`${base(id)}/pay`, { method: 'POST', body: {} });
}

export function cancelTestCheckout(id: string) {
  return apiRequest<{ redirectUrl: string }>(`${base(id)}/cancel`, { method: 'POST', body: {} });
}
