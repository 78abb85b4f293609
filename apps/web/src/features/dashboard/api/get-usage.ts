import type { Usage } from '@selecta/shared/ai';
import { apiRequest } from '@/lib/api-client.ts';

export type { Usage };

/** C6 `GET /api/usage`: the plan's windows, and whether this server can answer AI actions at all. */
export function getUsage(signal?: AbortSignal) {
  return apiRequest<Usage>('/api/usage', signal ? { signal } : {});
}
