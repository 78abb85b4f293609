import type { PlanId } from '@selecta/shared/plans';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { paths } from '@/config/paths.ts';
import { useMyTeam } from '@/features/console/use-my-team.ts';
import { CreateTeamForm } from './components/create-team-form.tsx';
import { ManageTeam } from './components/manage-team.tsx';

/**
 * The overview's team card (decisions 021, 045): create a team, or the one you are in — its name, your role, and for a
 * member the way out. Whoever runs it finds its sections in the console's navigation.
 */
export function TeamSection({ ownPlan, onChange }: { ownPlan: PlanId | null; onChange: () => void }) {
  const { t, i18n } = useTranslation('teams');
  const { t: tc } = useTranslation('console');
  const queryClient = useQueryClient();
  const { query, team, manages } = useMyTeam();
  const changed = () => {
    void queryClient.invalidateQueries();
    onChange();
  };
  if (!query.isSuccess) return null;
  if (!team) {
    return (
      <Card id="team" aria-labelledby="team-title" data-testid="team-section" className="scroll-mt-24">
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
    );
  }
  return (
    <Card id="team" aria-labelledby="team-title" data-testid="team-section" className="scroll-mt-24">
      <CardHeader>
        <CardTitle id="team-title">{team.name}</CardTitle>
        <CardDescription>
          {t('yourRole', { role: t(`role.${team.role}`) })} · <span data-testid="team-status">{team.active ? t('active') : t('inactive')}</span>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid justify-items-start gap-3">
        {manages ? (
          <>
            <p className="text-sm text-muted-foreground">{tc('teamCard.admin')}</p>
            <Button asChild variant="outline">
              <Link to={paths.teamMembers.getHref(i18n.language)}>{tc('nav.teamMembers')}</Link>
            </Button>
          </>
        ) : null}
        {team.role === 'owner' ? null : <ManageTeam team={team} members={[]} onChange={changed} />}
      </CardContent>
    </Card>
  );
}
