import { type BulkMemberResult, bulkMemberResults, type TeamMemberRow } from '@selecta/shared/team-members';
import type { InviteRole } from '@selecta/shared/teams';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { useTeamError } from '@/features/teams/use-team-error.ts';
import { notify } from '@/lib/notify.ts';
import { membersApi } from './members-api.ts';

/** One sentence for a bulk call's answers: how many of each result, in the order the API lists them. */
function useResultSummary() {
  const { t } = useTranslation('console');
  return (results: { result: BulkMemberResult }[]) =>
    bulkMemberResults
      .map((result) => ({ result, count: results.filter((r) => r.result === result).length }))
      .filter(({ count }) => count > 0)
      .map(({ result, count }) => t(`members.done.${result}`, { count }))
      .join(' · ');
}

/** For the selected members: one role for all, or removal, each after a confirmation that says how many. */
export function BulkBar({ selected, onDone }: { selected: TeamMemberRow[]; onDone: () => void }) {
  const { t } = useTranslation('console');
  const { t: tt } = useTranslation('teams');
  const fail = useTeamError();
  const summary = useResultSummary();
  const roleId = useId();
  const [role, setRole] = useState<InviteRole>('admin');
  const count = selected.length;
  const userIds = selected.map((m) => m.userId);

  async function send(request: Parameters<typeof membersApi.bulk>[0]) {
    try {
      const { results } = await membersApi.bulk(request);
      notify(summary(results));
      onDone();
      return true;
    } catch (error) {
      fail(error);
      return false;
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border bg-muted/40 px-3 py-2" role="region" aria-label={t('members.selected', { count })} data-testid="bulk-bar">
      <span className="text-sm font-medium">{t('members.selected', { count })}</span>
      <label htmlFor={roleId} className="sr-only">
        {t('members.newRole')}
      </label>
      <select id={roleId} className="h-9 rounded-md border bg-background px-2 text-sm" value={role} onChange={(e) => setRole(e.target.value as InviteRole)}>
        <option value="admin">{tt('role.admin')}</option>
        <option value="member">{tt('role.member')}</option>
      </select>
      <ConfirmDialog
        trigger={<Button size="sm">{t('members.changeRole')}</Button>}
        title={t('members.changeRoleTitle', { count, role: tt(`role.${role}`) })}
        description={t('members.changeRoleBody')}
        confirmLabel={t('members.changeRole')}
        destructive={false}
        onConfirm={() => send({ action: 'change_role', userIds, role })}
      />
      <ConfirmDialog
        trigger={
          <Button size="sm" variant="destructive">
            {t('members.remove')}
          </Button>
        }
        title={t('members.removeTitle', { count })}
        description={t('members.removeBody')}
        confirmLabel={t('members.remove')}
        onConfirm={() => send({ action: 'remove', userIds })}
      />
    </div>
  );
}
