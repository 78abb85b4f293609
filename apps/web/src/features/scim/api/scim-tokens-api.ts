import type { CreatedScimToken, ScimTokensResponse } from '@selecta/shared/scim';
import { apiRequest } from '@/lib/api-client.ts';

/** The team owner's SCIM tokens (decision 047): listed without secrets; a new one's secret is answered once. */
export const scimTokensApi = {
  list: () => apiRequest<ScimTokensResponse>('/api/teams/scim/tokens'),
  create: (name: string) => apiRequest<CreatedScimToken>('/api/teams/scim/tokens', { body: { name } }),
  revoke: (id: string) => apiRequest<null>(`/api/teams/scim/tokens/${id}`, { method: 'DELETE' }),
};
