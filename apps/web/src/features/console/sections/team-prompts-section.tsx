import { TeamPromptsCard } from '@/features/teams/components/team-prompts-card.tsx';
import { AdminOnly } from '../admin-only.tsx';
import { SectionPage } from '../section-page.tsx';
import { useTeamChanged, useTeamPrompts } from '../team-queries.ts';
import { useMyTeam } from '../use-my-team.ts';

/** `/{lang}/dashboard/team/prompts`: the team's shared prompts, edited by its owner and admins, read by its members. */
export function TeamPromptsSection() {
  return (
    <AdminOnly members>
      <SectionPage page="teamPrompts">
        <Prompts />
      </SectionPage>
    </AdminOnly>
  );
}

function Prompts() {
  const { manages } = useMyTeam();
  const prompts = useTeamPrompts();
  const changed = useTeamChanged();
  return prompts.data ? <TeamPromptsCard prompts={prompts.data} editable={manages} onChange={changed} /> : null;
}
