import type { Team, TeamMember } from '@selecta/shared/teams';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Label } from '@/components/ui/label.tsx';
import { notify } from '@/lib/notify.ts';
import { teamsApi } from '../api/teams-api.ts';
import { useTeamAction } from '../use-team-error.ts';

/** Leave (anyone but the owner); transfer ownership and dissolve (the owner). */
export function ManageTeam({ team, members, onChange }: { team: Team; members: TeamMember[]; onChange: () => void }) {
  const { t } = useTranslation('teams');
  const run = useTeamAction(onChange);
  const others = members.filter((m) => m.role !== 'owner');
  const [target, setTarget] = useState('');
  const chosen = others.find((m) => m.userId === target) ?? others[0];

  async function act(action: () => Promise<unknown>, done: string) {
    const ok = await run(action);
    if (ok) notify(done);
    return ok;
  }

  if (team.role !== 'owner') {
    return (
      <div>
        <ConfirmDialog
          trigger={<Button variant="outline">{t('manage.leave')}</Button>}
          title={t('manage.leaveTitle', { team: team.name })}
          description={t('manage.leaveConfirm')}
          confirmLabel={t('manage.leave')}
          onConfirm={() => act(teamsApi.leave, t('manage.left'))}
        />
      </div>
    );
  }
  return (
    <div className="grid min-w-0 gap-4 rounded-lg border p-4">
      <h2 className="font-semibold">{t('manage.title')}</h2>
      {chosen ? (
        <div className="flex flex-wrap items-end gap-3">
          {/* min-w-0: a long address in the select must not widen the page on a phone. */}
          <div className="grid w-full min-w-0 gap-2 sm:w-auto">
            <Label htmlFor="transfer-to">{t('manage.transferTo')}</Label>
            <select id="transfer-to" className="h-10 w-full min-w-0 rounded-md border bg-background px-2 text-sm sm:w-auto sm:max-w-sm" value={chosen.userId} onChange={(e) => setTarget(e.target.value)}>
              {others.map((m) => (
                <option key={m.userId} value={m.userId}>
                  {m.email}
                </option>
              ))}
            </select>
          </div>
          <ConfirmDialog
            trigger={<Button variant="outline">{t('manage.transfer')}</Button>}
            title={t('manage.transferTitle', { email: chosen.email })}
            description={t('manage.transferConfirm', { team: team.name })}
            confirmLabel={t('manage.transfer')}
            destructive={false}
            onConfirm={() => act(() => teamsApi.transfer(chosen.userId), t('manage.transferred'))}
          />
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t('manage.noOneToTransfer')}</p>
      )}
      <ConfirmDialog
        trigger={
          <Button variant="destructive" className="justify-self-start">
            {t('manage.dissolve')}
          </Button>
        }
        title={t('manage.dissolveTitle', { team: team.name })}
        description={t('manage.dissolveConfirm')}
        confirmLabel={t('manage.dissolve')}
        onConfirm={() => act(teamsApi.dissolve, t('manage.dissolved'))}
      />
    </div>
  );
}
