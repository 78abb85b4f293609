import type { TeamMemberRow } from '@selecta/shared/team-members';
import { useState } from 'react';
import { ManageTeam } from '@/features/teams/components/manage-team.tsx';
import { RenameTeamForm } from '@/features/teams/components/rename-team-form.tsx';
import { AdminOnly } from '../admin-only.tsx';
import { MembersTable } from '../members/members-table.tsx';
import { SectionPage } from '../section-page.tsx';
import { useTeamChanged } from '../team-queries.ts';
import { useMyTeam } from '../use-my-team.ts';

/**
 * `/{lang}/dashboard/team/members`: the members table; below it, the team's name (owner and admins) and the owner's
 * transfer and dissolve.
 */
export function TeamMembersSection() {
  return (
    <AdminOnly>
      <SectionPage page="teamMembers">
        <Members />
      </SectionPage>
    </AdminOnly>
  );
}

function Members() {
  const { team } = useMyTeam();
  const changed = useTeamChanged();
  // The transfer chooses among the rows the table shows (search for someone to find them).
  const [rows, setRows] = useState<TeamMemberRow[]>([]);
  if (!team) return null;
  return (
    <>
      <MembersTable onPage={setRows} />
      {/* Keyed by the name: after a save (here or elsewhere) the field starts from the name the server holds. */}
      <RenameTeamForm key={team.name} team={team} onChange={changed} />
      {team.role === 'owner' ? <ManageTeam team={team} members={rows} onChange={changed} /> : null}
    </>
  );
}
