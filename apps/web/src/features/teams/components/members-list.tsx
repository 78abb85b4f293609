import { managesTeam, type InviteRole, type Team, type TeamMember } from '@selecta/shared/teams';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useAuth } from '@/features/auth/use-auth.ts';
import { notify } from '@/lib/notify.ts';
import { teamsApi } from '../api/teams-api.ts';
import { useTeamAction } from '../use-team-error.ts';

const selectClass = 'h-9 rounded-md border bg-background px-2 text-sm';

/** Members and roles; owner and admins change roles and remove anyone but the owner. */
export function MembersList({ team, members, onChange }: { team: Team; members: TeamMember[]; onChange: () => void }) {
  const { t } = useTranslation('teams');
  const { user } = useAuth();
  const run = useTeamAction(onChange);
  const manages = managesTeam(team.role);

  async function remove(member: TeamMember) {
    const ok = await run(() => teamsApi.remove(member.userId));
    if (ok) notify(t('members.removed', { email: member.email }));
    return ok;
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('members.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3" data-testid="team-members">
          {members.map((member) => {
            const self = member.userId === user?.id;
            const editable = manages && member.role !== 'owner' && !self;
            return (
              <li key={member.userId} className="flex flex-wrap items-center justify-between gap-2">
                <span className="min-w-0 break-all text-sm">
                  {member.email}
                  {self ? <span className="text-muted-foreground"> ({t('members.you')})</span> : null}
                </span>
                <span className="flex items-center gap-2">
                  {editable ? (
                    <select
                      className={selectClass}
                      aria-label={t('members.roleOf', { email: member.email })}
                      value={member.role}
                      onChange={(e) => void run(() => teamsApi.changeRole(member.userId, e.target.value as InviteRole))}
                    >
                      <option value="admin">{t('role.admin')}</option>
                      <option value="member">{t('role.member')}</option>
                    </select>
                  ) : (
                    <span className="text-sm text-muted-foreground">{t(`role.${member.role}`)}</span>
                  )}
                  {editable ? (
                    <ConfirmDialog
                      trigger={
                        <Button size="sm" variant="outline" aria-label={`${t('members.remove')} ${member.email}`}>
                          {t('members.remove')}
                        </Button>
                      }
                      title={t('members.removeTitle', { email: member.email })}
                      description={t('members.removeConfirm')}
                      confirmLabel={t('members.remove')}
                      onConfirm={() => remove(member)}
                    />
                  ) : null}
                </span>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
