import type { Team, TeamMember } from '@selecta/shared/teams';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
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

  async function act(confirmText: string, action: () => Promise<unknown>, done: string) {
    if (!window.confirm(confirmText)) return;
    if (await run(action)) notify(done);
  }

  if (team.role !== 'owner') {
    return (
      <div>
        <Button variant="outline" onClick={() => void act(t('manage.leaveConfirm', { team: team.name }), teamsApi.leave, t('manage.left'))}>
          {t('manage.leave')}
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-4 rounded-lg border p-4">
      <h3 className="font-semibold">{t('manage.title')}</h3>
      {chosen ? (
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid gap-2">
            <Label htmlFor="transfer-to">{t('manage.transferTo')}</Label>
            <select id="transfer-to" className="h-10 max-w-full rounded-md border bg-background px-2 text-sm" value={chosen.userId} onChange={(e) => setTarget(e.target.value)}>
              {others.map((m) => (
                <option key={m.userId} value={m.userId}>
                  {m.email}
                </option>
              ))}
            </select>
          </div>
          <Button variant="outline" onClick={() => void act(t('manage.transferConfirm', { email: chosen.email, team: team.name }), () => teamsApi.transfer(chosen.userId), t('manage.transferred'))}>
            {t('manage.transfer')}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t('manage.noOneToTransfer')}</p>
      )}
      <Button variant="destructive" className="justify-self-start" onClick={() => void act(t('manage.dissolveConfirm', { team: team.name }), teamsApi.dissolve, t('manage.dissolved'))}>
        {t('manage.dissolve')}
      </Button>
    </div>
  );
}
