import type { PlanId } from '@selecta/shared/plans';
import { managesTeam } from '@selecta/shared/teams';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { CreateTeamForm } from './components/create-team-form.tsx';
import { InvitesCard } from './components/invites-card.tsx';
import { ManageTeam } from './components/manage-team.tsx';
import { MembersList } from './components/members-list.tsx';
import { TeamPromptsCard } from './components/team-prompts-card.tsx';
import { TeamSsoCard } from './components/team-sso-card.tsx';
import { TeamUsageCard } from './components/team-usage-card.tsx';
import { useTeamData } from './use-team-data.ts';

// The charts (and their library) load only here, for owners and admins (decision 037).
const TeamUsageDashboard = lazy(() => import('@/features/usage/team-usage-dashboard.tsx'));

/** The dashboard's Team section (decision 021): create a team, or run the one you are in. */
export function TeamSection({ ownPlan, onChange }: { ownPlan: PlanId | null; onChange: () => void }) {
  const { t } = useTranslation('teams');
  const { state, reload } = useTeamData();
  const changed = () => {
    reload();
    onChange();
  };
  if (state.status === 'loading' || state.status === 'error') return null;
  if (state.status === 'none') {
    return (
      <section id="team" aria-labelledby="team-title" data-testid="team-section" className="scroll-mt-24">
        <Card>
          <CardHeader>
            <CardTitle id="team-title">{t('title')}</CardTitle>
            <CardDescription>{ownPlan === 'pro' ? t('create.body') : t('create.needPro')}</CardDescription>
          </CardHeader>
          {ownPlan === 'pro' ? (
            <CardContent>
              <CreateTeamForm onCreated={changed} />
            </CardContent>
          ) : null}
        </Card>
      </section>
    );
  }
  const { team, members, invites, prompts, usage } = state.data;
  const manages = managesTeam(team.role);
  return (
    <section id="team" aria-labelledby="team-title" data-testid="team-section" className="grid scroll-mt-24 gap-6">
      <div className="grid gap-1">
        <h2 id="team-title" className="text-2xl font-semibold tracking-tight">
          {team.name}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t('yourRole', { role: t(`role.${team.role}`) })} · <span data-testid="team-status">{team.active ? t('active') : t('inactive')}</span>
        </p>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <MembersList team={team} members={members} onChange={changed} />
        {manages ? <InvitesCard invites={invites} onChange={changed} /> : null}
        <TeamPromptsCard prompts={prompts} editable={manages} onChange={changed} />
        {usage ? <TeamUsageCard usage={usage} /> : null}
        {team.role === 'owner' && team.active ? <TeamSsoCard /> : null}
      </div>
      {manages ? (
        <Suspense fallback={null}>
          <TeamUsageDashboard />
        </Suspense>
      ) : null}
      <ManageTeam team={team} members={members} onChange={changed} />
    </section>
  );
}
