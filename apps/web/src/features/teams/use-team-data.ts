import { managesTeam, type Team, type TeamInvite, type TeamMember, type TeamPrompt, type TeamUsage } from '@selecta/shared/teams';
import { useCallback, useEffect, useState } from 'react';
import { teamsApi } from './api/teams-api.ts';

export interface TeamData {
  team: Team;
  members: TeamMember[];
  prompts: TeamPrompt[];
  /** Only for the owner and admins. */
  invites: TeamInvite[];
  usage: TeamUsage | null;
}

/** The caller's team and everything the dashboard shows of it; `reload` after any change. */
export function useTeamData() {
  const [state, setState] = useState<{ status: 'loading' } | { status: 'error' } | { status: 'none' } | { status: 'ready'; data: TeamData }>({ status: 'loading' });
  const load = useCallback(async (signal?: AbortSignal) => {
    try {
      const { team } = await teamsApi.myTeam(signal);
      if (!team) return setState({ status: 'none' });
      const manages = managesTeam(team.role);
      const [members, prompts, invites, usage] = await Promise.all([
        teamsApi.members(),
        teamsApi.prompts(),
        manages ? teamsApi.invites() : Promise.resolve({ invites: [] }),
        manages ? teamsApi.usage() : Promise.resolve(null),
      ]);
      setState({ status: 'ready', data: { team, members: members.members, prompts: prompts.prompts, invites: invites.invites, usage } });
    } catch {
      if (!signal?.aborted) setState({ status: 'error' });
    }
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);
  return { state, reload: () => void load() };
}
