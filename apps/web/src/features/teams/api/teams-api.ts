import type { z } from 'zod';
import type {
  InvitePreview,
  InviteRole,
  MyTeamResponse,
  TeamPrompt,
  TeamInvite,
  teamPromptInputSchema,
} from '@selecta/shared/teams';
import { apiRequest } from '@/lib/api-client.ts';

type PromptInput = z.input<typeof teamPromptInputSchema>;

/** The teams API (decision 021); every call is about the signed-in user's own team. */
export const teamsApi = {
  myTeam: (signal?: AbortSignal) => apiRequest<MyTeamResponse>('/api/teams', signal ? { signal } : {}),
  create: (name: string) => apiRequest<MyTeamResponse>('/api/teams', { body: { name } }),
  rename: (name: string) => apiRequest<MyTeamResponse>('/api/teams', { method: 'PATCH', body: { name } }),
  dissolve: () => apiRequest('/api/teams', { method: 'DELETE' }),
  leave: () => apiRequest('/api/teams/leave', { method: 'POST', body: {} }),
  transfer: (userId: string) => apiRequest('/api/teams/transfer', { body: { userId } }),
  changeRole: (userId: string, role: InviteRole) => apiRequest(`/api/teams/members/${userId}`, { method: 'PATCH', body: { role } }),
  remove: (userId: string) => apiRequest(`/api/teams/members/${userId}`, { method: 'DELETE' }),
  invites: () => apiRequest<{ invites: TeamInvite[] }>('/api/teams/invites'),
  invite: (email: string, role: InviteRole, locale: string) => apiRequest('/api/teams/invites', { body: { email, role, locale } }),
  resend: (id: string, locale: string) => apiRequest(`/api/teams/invites/${id}/resend`, { body: { locale } }),
  revoke: (id: string) => apiRequest(`/api/teams/invites/${id}`, { method: 'DELETE' }),
  preview: (token: string) => apiRequest<InvitePreview>('/api/teams/invites/preview', { body: { token } }),
  accept: (token: string) => apiRequest<MyTeamResponse>('/api/teams/invites/accept', { body: { token } }),
  prompts: () => apiRequest<{ prompts: TeamPrompt[] }>('/api/teams/prompts'),
  addPrompt: (input: PromptInput) => apiRequest('/api/teams/prompts', { body: input }),
  updatePrompt: (id: string, patch: Partial<PromptInput>) => apiRequest(`/api/teams/prompts/${id}`, { method: 'PATCH', body: patch }),
  deletePrompt: (id: string) => apiRequest(`/api/teams/prompts/${id}`, { method: 'DELETE' }),
};
