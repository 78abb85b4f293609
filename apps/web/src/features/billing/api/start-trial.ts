import { apiRequest } from '@/lib/api-client.ts';

/** C5 `POST /api/billing/trial`: the no-card Plus trial; 409 `trial_already_used` when it was used. */
export function startTrial() {
  return apiRequest<{ plan: 'plus'; trialEnd: string }>('/api/billing/trial', { method: 'POST', body: {} });
}
