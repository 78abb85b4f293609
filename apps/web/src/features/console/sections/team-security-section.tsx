import { InstallPolicyCard } from '@/features/extension/install-policy-card.tsx';
import { ScimCard } from '@/features/scim/scim-card.tsx';
import { TeamSsoCard } from '@/features/teams/components/team-sso-card.tsx';
import { TeamPolicyCard } from '@/features/two-step/components/team-policy-card.tsx';
import { AdminOnly } from '../admin-only.tsx';
import { SectionPage } from '../section-page.tsx';
import { useMyTeam } from '../use-my-team.ts';

/**
 * `/{lang}/dashboard/team/security`: single sign-on, the two-step policy, SCIM (the owner's, while the team is active)
 * and the managed-install policies for IT.
 */
export function TeamSecuritySection() {
  return (
    <AdminOnly>
      <SectionPage page="teamSecurity">
        <Security />
      </SectionPage>
    </AdminOnly>
  );
}

function Security() {
  const { team } = useMyTeam();
  const owner = team?.role === 'owner';
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {owner && team.active ? <TeamSsoCard /> : null}
      <TeamPolicyCard owner={owner} />
      {owner && team.active ? <ScimCard /> : null}
      <div className="lg:col-span-2">
        <InstallPolicyCard />
      </div>
    </div>
  );
}
