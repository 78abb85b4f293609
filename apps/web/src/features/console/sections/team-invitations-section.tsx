import { InvitesCard } from '@/features/teams/components/invites-card.tsx';
import { AdminOnly } from '../admin-only.tsx';
import { InviteManyCard } from '../invitations/invite-many-card.tsx';
import { SectionPage } from '../section-page.tsx';
import { useTeamChanged, useTeamInvites } from '../team-queries.ts';

/** `/{lang}/dashboard/team/invitations`: invite people, see and withdraw open invitations. */
export function TeamInvitationsSection() {
  return (
    <AdminOnly>
      <SectionPage page="teamInvitations">
        <Invitations />
      </SectionPage>
    </AdminOnly>
  );
}

function Invitations() {
  const invites = useTeamInvites();
  const changed = useTeamChanged();
  return (
    <>
      <InviteManyCard onInvited={changed} />
      {invites.data ? <InvitesCard invites={invites.data} onChange={changed} /> : null}
    </>
  );
}
