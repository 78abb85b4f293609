import type { PlanId, RateWindow } from '@selecta/shared/plans';
import { apiRequest } from '@/lib/api-client.ts';

/** C6 `GET /api/usage`. */
export interface Usage {
  plan: PlanId;
  promoActive: boolean;
  windows: { window: RateWindow; limit: number; used: number; remaining: number; resetAt: string }[];
}

export function getUsage(signal?: AbortSignal) {
  return apiRequest<Usage>('/api/usage', signal ? { signal } : {});
}
