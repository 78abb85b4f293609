import type { ModelChoice, ModelsResponse, TeamEndpointRequest, TeamModelSettings } from '@selecta/shared/models';
import { apiRequest } from '@/lib/api-client.ts';

/** `GET /api/models`: what the plan may use, the saved choice and what each action runs on. */
export const getModels = (signal?: AbortSignal) => apiRequest<ModelsResponse>('/api/models', signal ? { signal } : {});
export const saveModelChoice = (choice: ModelChoice) => apiRequest<ModelsResponse>('/api/models', { method: 'PUT', body: choice });

/** `/api/models/team` (team owners and admins). */
export const getTeamModels = (signal?: AbortSignal) => apiRequest<TeamModelSettings>('/api/models/team', signal ? { signal } : {});
export const saveTeamDefault = (model: string | null) => apiRequest<TeamModelSettings>('/api/models/team/default', { method: 'PUT', body: { model } });
export const saveTeamEndpoint = (endpoint: TeamEndpointRequest) => apiRequest<TeamModelSettings>('/api/models/team/endpoint', { method: 'PUT', body: endpoint });
export const removeTeamEndpoint = () => apiRequest<TeamModelSettings>('/api/models/team/endpoint', { method: 'DELETE' });
