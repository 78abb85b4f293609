import type { ChangePasswordRequest } from '@selecta/shared/account';
import { apiRequest } from '@/lib/api-client.ts';

/** `POST /api/account/password`: the server checks the current password and signs other devices out. */
export function changePassword(body: ChangePasswordRequest) {
  return apiRequest<{ ok: true }>('/api/account/password', { method: 'POST', body });
}
