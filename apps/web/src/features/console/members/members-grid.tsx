import type { TeamMemberRow } from '@selecta/shared/team-members';
import type { ReactTable } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils.ts';
import type { memberFeatures } from './member-columns.tsx';

type MembersReactTable = ReactTable<typeof memberFeatures, TeamMemberRow>;

const numeric = new Set(['actionsToday', 'actionsMonth']);

function SortHeader({ table, id }: { table: MembersReactTable; id: string }) {
  const { t } = useTranslation('console');
  const column = table.getColumn(id);
  const label = t(`members.column.${id}` as 'members.column.email');
  if (!column?.getCanSort()) return <>{label}</>;
  const sorted = column.getIsSorted();
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <button type="button" className="inline-flex items-center gap-1 font-medium hover:text-foreground" onClick={column.getToggleSortingHandler()} title={t('members.sortBy', { column: label })}>
      {label}
      <Icon aria-hidden className="size-3.5" />
    </button>
  );
}

/** The members' rows: a real table (headers with `aria-sort`), each row's checkbox named for its member. */
export function MembersGrid({ table, busy }: { table: MembersReactTable; busy: boolean }) {
  const { t } = useTranslation('console');
  const selectable = table.getRowModel().rows.some((row) => row.getCanSelect());
  return (
    <div className="relative overflow-x-auto rounded-xl border">
      <table className={cn('w-full text-sm', busy && 'opacity-70')} data-testid="team-members" aria-busy={busy}>
        <thead className="bg-muted/50 text-left text-muted-foreground">
          <tr>
            {table.getHeaderGroups()[0]?.headers.map((header) => {
              const id = header.column.id;
              const sorted = header.column.getIsSorted();
              return (
                <th
                  key={header.id}
                  scope="col"
                  className={cn('px-3 py-2 font-medium whitespace-nowrap', numeric.has(id) && 'text-right')}
                  aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                >
                  {id === 'select' ? (
                    <input
                      type="checkbox"
                      className="size-4"
                      aria-label={t('members.selectAll')}
                      disabled={!selectable}
                      checked={table.getIsAllPageRowsSelected()}
                      onChange={table.getToggleAllPageRowsSelectedHandler()}
                    />
                  ) : id === 'actions' ? (
                    <span className="sr-only">{t('members.column.actions')}</span>
                  ) : (
                    <SortHeader table={table} id={id} />
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="border-t align-middle">
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className={cn('px-3 py-2', numeric.has(cell.column.id) && 'text-right')}>
                  {cell.column.id === 'select' ? (
                    row.getCanSelect() ? (
                      <input
                        type="checkbox"
                        className="size-4"
                        aria-label={t('members.select', { email: row.original.email })}
                        checked={row.getIsSelected()}
                        onChange={row.getToggleSelectedHandler()}
                      />
                    ) : null
                  ) : (
                    <table.FlexRender cell={cell} />
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
