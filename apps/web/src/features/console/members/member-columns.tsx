import type { TeamMemberRow } from '@selecta/shared/team-members';
import type { InviteRole, TeamRole } from '@selecta/shared/teams';
import { createColumnHelper, rowSelectionFeature, rowSortingFeature, tableFeatures } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { TwoStepBadge } from '@/features/two-step/components/two-step-badge.tsx';
import { toLocale } from '@/lib/i18n.ts';

// Module scope: TanStack Table wants its features and columns stable across renders.
export const memberFeatures = tableFeatures({ rowSortingFeature, rowSelectionFeature });
const helper = createColumnHelper<typeof memberFeatures, TeamMemberRow>();

/** What a row's cells need from the page: who is looking, and what changing one member does. */
export interface MemberRowActions {
  selfId: string | undefined;
  changeRole: (member: TeamMemberRow, role: InviteRole) => void;
  remove: (member: TeamMemberRow) => Promise<boolean>;
}

/** Whether this row can be changed from the table: not the owner (ownership moves by transfer), not oneself. */
export const editableMember = (member: TeamMemberRow, selfId: string | undefined) => member.role !== 'owner' && member.userId !== selfId;

function EmailCell({ member, self }: { member: TeamMemberRow; self: boolean }) {
  const { t } = useTranslation('teams');
  return (
    <span className="grid min-w-48 gap-1">
      <span className="break-all">
        {member.email}
        {self ? <span className="text-muted-foreground"> ({t('members.you')})</span> : null}
      </span>
      {member.twoStep === undefined ? null : (
        <span>
          <TwoStepBadge on={member.twoStep} />
        </span>
      )}
    </span>
  );
}

function RoleCell({ member, actions }: { member: TeamMemberRow; actions: MemberRowActions }) {
  const { t } = useTranslation('teams');
  if (!editableMember(member, actions.selfId)) return <span className="text-muted-foreground">{t(`role.${member.role as TeamRole}`)}</span>;
  return (
    <select
      className="h-9 rounded-md border bg-background px-2 text-sm"
      aria-label={t('members.roleOf', { email: member.email })}
      value={member.role}
      onChange={(e) => actions.changeRole(member, e.target.value as InviteRole)}
    >
      <option value="admin">{t('role.admin')}</option>
      <option value="member">{t('role.member')}</option>
    </select>
  );
}

function RemoveCell({ member, actions }: { member: TeamMemberRow; actions: MemberRowActions }) {
  const { t } = useTranslation('teams');
  if (!editableMember(member, actions.selfId)) return null;
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="outline" aria-label={`${t('members.remove')} ${member.email}`}>
          {t('members.remove')}
        </Button>
      }
      title={t('members.removeTitle', { email: member.email })}
      description={t('members.removeConfirm')}
      confirmLabel={t('members.remove')}
      onConfirm={() => actions.remove(member)}
    />
  );
}

function LastActive({ at }: { at: string | null }) {
  const { t, i18n } = useTranslation('console');
  if (!at) return <span className="text-muted-foreground">{t('members.never')}</span>;
  const format = new Intl.DateTimeFormat(toLocale(i18n.language), { dateStyle: 'medium', timeStyle: 'short' });
  return <time dateTime={at}>{format.format(new Date(at))}</time>;
}

function Count({ value }: { value: number | null }) {
  const { i18n } = useTranslation();
  return <span className="tabular-nums">{value === null ? '—' : new Intl.NumberFormat(toLocale(i18n.language)).format(value)}</span>;
}

/** The columns; the sortable ones carry the server's sort names as their ids (`email`, `role`, `lastActive`, `actionsMonth`). */
export function memberColumns(actions: MemberRowActions) {
  return helper.columns([
    helper.display({ id: 'select', enableSorting: false }),
    helper.accessor('email', { id: 'email', cell: (c) => <EmailCell member={c.row.original} self={c.row.original.userId === actions.selfId} /> }),
    helper.accessor('role', { id: 'role', cell: (c) => <RoleCell member={c.row.original} actions={actions} /> }),
    helper.accessor('lastActiveAt', { id: 'lastActive', sortDescFirst: true, cell: (c) => <LastActive at={c.getValue()} /> }),
    helper.accessor('actionsToday', { id: 'actionsToday', enableSorting: false, cell: (c) => <Count value={c.getValue()} /> }),
    helper.accessor('actionsThisMonth', { id: 'actionsMonth', sortDescFirst: true, cell: (c) => <Count value={c.getValue()} /> }),
    helper.display({ id: 'actions', enableSorting: false, cell: (c) => <RemoveCell member={c.row.original} actions={actions} /> }),
  ]);
}
