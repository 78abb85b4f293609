import type { MfaRecoveryState, MfaStatus, TeamMfa } from '@selecta/shared/team-mfa';
import { apiRequest } from '@/lib/api-client.ts';

/** `GET /api/mfa`: whether the team's policy asks this person to set up two-step verification. */
export const fetchMfaStatus = () => apiRequest<MfaStatus>('/api/mfa');

export const fetchRecovery = () => apiRequest<MfaRecoveryState>('/api/mfa/recovery');
export const startRecovery = (password: string, locale: string) => apiRequest<MfaRecoveryState>('/api/mfa/recovery/start', { body: { password, locale } });
export const confirmRecovery = (code: string, locale: string) => apiRequest<MfaRecoveryState>('/api/mfa/recovery/confirm', { body: { code, locale } });
export const completeRecovery = (password: string, locale: string) => apiRequest<{ completed: true }>('/api/mfa/recovery/complete', { body: { password, locale } });
export const cancelRecovery = () => apiRequest<MfaRecoveryState>('/api/mfa/recovery', { method: 'DELETE' });

export const fetchTeamMfa = () => apiRequest<TeamMfa>('/api/teams/mfa');
export const saveTeamMfa = (required: boolean) => apiRequest<TeamMfa>('/api/teams/mfa', { method: 'PUT', body: { required } });
