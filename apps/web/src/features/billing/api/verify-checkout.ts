import type { PlanId } from '@selecta/shared/plans';
import { apiRequest } from '@/lib/api-client.ts';

/** C5 `GET /api/billing/checkout-sessions/:id`. */
export interface CheckoutVerification {
  status: 'complete' | 'open' | 'expired';
  paid: boolean;
  plan: PlanId;
  belongsToUser: boolean;
}

export function verifyCheckout(sessionId: string, signal?: AbortSignal) {
  return apiRequest<CheckoutVerification>(`/api/billing/checkout-sessions/${encodeURIComponent(sessionId)}`, signal ? { signal } : {});
}
