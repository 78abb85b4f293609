import type { TeamMemberRow } from '@selecta/shared/team-members';
import type { InviteRole } from '@selecta/shared/teams';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type RowSelectionState, type SortingState, useTable } from '@tanstack/react-table';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/features/auth/use-auth.ts';
import { teamsApi } from '@/features/teams/api/teams-api.ts';
import { useTeamAction } from '@/features/teams/use-team-error.ts';
import { notify } from '@/lib/notify.ts';
import { teamKeys, useTeamChanged } from '../team-queries.ts';
import { BulkBar } from './bulk-bar.tsx';
import { editableMember, type MemberRowActions, memberColumns, memberFeatures } from './member-columns.tsx';
import { membersApi } from './members-api.ts';
import { MembersGrid } from './members-grid.tsx';
import { MembersPager } from './members-pager.tsx';
import { MembersToolbar } from './members-toolbar.tsx';
import { useMembersSearch } from './use-members-search.ts';

const noRows: TeamMemberRow[] = [];

/**
 * The team's members (decision 045): a page of at most 50 from the server, searched by email and sorted there (TanStack
 * Query keeps the last page shown while the next loads), each with their usage; one or many changed at once.
 */
export function MembersTable({ onPage }: { onPage?: (members: TeamMemberRow[]) => void }) {
  const { t } = useTranslation('teams');
  const { t: tc } = useTranslation('console');
  const { user } = useAuth();
  const { search, update } = useMembersSearch();
  const changed = useTeamChanged();
  const run = useTeamAction(changed);
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const query = { q: search.q, sort: search.sort, dir: search.dir, page: search.page, limit: search.size };
  const page = useQuery({
    queryKey: [...teamKeys.members, query],
    queryFn: ({ signal }) => membersApi.page(query, signal),
    placeholderData: keepPreviousData,
  });
  const rows = page.data?.members ?? noRows;
  useEffect(() => onPage?.(rows), [onPage, rows]);

  const selfId = user?.id;
  const columns = useMemo(() => {
    const actions: MemberRowActions = {
      selfId,
      changeRole: (member, role: InviteRole) => void run(() => teamsApi.changeRole(member.userId, role)),
      remove: async (member) => {
        const ok = await run(() => teamsApi.remove(member.userId));
        if (ok) notify(t('members.removed', { email: member.email }));
        return ok;
      },
    };
    return memberColumns(actions);
  }, [selfId, run, t]);

  const sorting: SortingState = [{ id: search.sort, desc: search.dir === 'desc' }];
  const table = useTable({
    features: memberFeatures,
    columns,
    data: rows,
    getRowId: (row) => row.userId,
    state: { sorting, rowSelection },
    manualSorting: true,
    enableSortingRemoval: false,
    onSortingChange: (updater) => {
      const [next] = typeof updater === 'function' ? updater(sorting) : updater;
      if (next) update({ sort: next.id as typeof search.sort, dir: next.desc ? 'desc' : 'asc' });
      setRowSelection({});
    },
    enableRowSelection: (row) => editableMember(row.original, selfId),
    onRowSelectionChange: setRowSelection,
  });

  const selected = rows.filter((row) => rowSelection[row.userId]);
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4">
      <MembersToolbar search={search} total={page.data?.total ?? null} onSearch={(q) => { setRowSelection({}); update({ q }); }} />
      {selected.length > 0 ? <BulkBar selected={selected} onDone={() => { setRowSelection({}); changed(); }} /> : null}
      <MembersGrid table={table} busy={page.isFetching} />
      {page.data && page.data.total === 0 && search.q ? <p className="text-sm text-muted-foreground">{tc('members.none', { q: search.q })}</p> : null}
      {page.data ? (
        <MembersPager
          page={search.page}
          size={search.size}
          total={page.data.total}
          onPage={(next) => { setRowSelection({}); update({ page: next }); }}
          onSize={(size) => { setRowSelection({}); update({ size }); }}
        />
      ) : null}
    </div>
  );
}
