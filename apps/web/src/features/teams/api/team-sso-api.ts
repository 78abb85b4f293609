import type { SsoProviderRequest, TeamSso } from '@selecta/shared/team-sso';
import { apiRequest } from '@/lib/api-client.ts';

/** The team's single sign-on settings (decision 040), the owner's only. */
export const teamSsoApi = {
  get: () => apiRequest<TeamSso>('/api/teams/sso'),
  saveProvider: (body: SsoProviderRequest) => apiRequest<TeamSso>('/api/teams/sso', { method: 'PUT', body }),
  removeProvider: () => apiRequest<TeamSso>('/api/teams/sso', { method: 'DELETE' }),
  addDomain: (domain: string) => apiRequest<TeamSso>('/api/teams/sso/domains', { body: { domain } }),
  verifyDomain: (id: string) => apiRequest<TeamSso>(`/api/teams/sso/domains/${id}/verify`, { body: {} }),
  removeDomain: (id: string) => apiRequest<TeamSso>(`/api/teams/sso/domains/${id}`, { method: 'DELETE' }),
  /** Turning it on answers the owner's first recovery codes when it covers them. */
  setRequired: (required: boolean) => apiRequest<TeamSso>('/api/teams/sso/require', { method: 'PUT', body: { required } }),
  /** A new set of the owner's recovery codes (the old ones stop working), answered once. */
  generateRecoveryCodes: () => apiRequest<TeamSso>('/api/teams/sso/recovery-codes', { body: {} }),
};
