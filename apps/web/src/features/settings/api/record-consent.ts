import type { ConsentRequest, ConsentResponse } from '@selecta/shared/account';
import { apiRequest } from '@/lib/api-client.ts';

/** `PUT /api/account/consent`: keeps a record of the signed-in user's analytics choice (shown in the export). */
export function recordConsent(body: ConsentRequest) {
  return apiRequest<ConsentResponse>('/api/account/consent', { method: 'PUT', body });
}
