import { managesTeam } from '@selecta/shared/teams';
import { useQuery } from '@tanstack/react-query';
import { teamsApi } from '@/features/teams/api/teams-api.ts';

export const myTeamKey = ['team'] as const;

/** The signed-in person's team (or null) and whether they run it: the console's navigation and guards read it. */
export function useMyTeam() {
  const query = useQuery({ queryKey: myTeamKey, queryFn: ({ signal }) => teamsApi.myTeam(signal).then((r) => r.team) });
  const team = query.data ?? null;
  return { query, team, manages: team ? managesTeam(team.role) : false };
}
