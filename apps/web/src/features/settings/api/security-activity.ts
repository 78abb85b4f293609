import { type SecurityActivityResponse, securityActivityResponseSchema } from '@selecta/shared/security-activity';
import { apiRequest } from '@/lib/api-client.ts';

/** `GET /api/account/security-activity`: the last 90 days, newest first (at most 200, not paged; decision 044). */
export async function getSecurityActivity(signal?: AbortSignal): Promise<SecurityActivityResponse> {
  return securityActivityResponseSchema.parse(await apiRequest<unknown>('/api/account/security-activity', signal ? { signal } : {}));
}
