import { useQuery, useQueryClient } from '@tanstack/react-query';
import { teamsApi } from '@/features/teams/api/teams-api.ts';

/** The team's queries, keyed under `team` so one change can refresh every section that shows it. */
export const teamKeys = {
  invites: ['team', 'invites'] as const,
  prompts: ['team', 'prompts'] as const,
  members: ['team', 'members'] as const,
};

export const useTeamInvites = () => useQuery({ queryKey: teamKeys.invites, queryFn: () => teamsApi.invites().then((r) => r.invites) });
export const useTeamPrompts = () => useQuery({ queryKey: teamKeys.prompts, queryFn: () => teamsApi.prompts().then((r) => r.prompts) });

/** After a change: every team query (the team itself, members, invites, prompts) is fetched again. */
export function useTeamChanged() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: ['team'] });
}
