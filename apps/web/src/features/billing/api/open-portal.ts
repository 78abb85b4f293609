import { apiRequest } from '@/lib/api-client.ts';

/** C5 `POST /api/billing/portal`: Stripe's billing portal, or our test-mode page. */
export function openPortal(locale: string) {
  return apiRequest<{ url: string }>('/api/billing/portal', { method: 'POST', body: { locale } });
}
