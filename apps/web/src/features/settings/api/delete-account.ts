import type { DeleteAccountRequest } from '@selecta/shared/account';
import { apiRequest } from '@/lib/api-client.ts';

/** `DELETE /api/account`: cancels any subscription and erases every row of the account. */
export function deleteAccount(body: DeleteAccountRequest) {
  return apiRequest<{ deleted: true }>('/api/account', { method: 'DELETE', body });
}
