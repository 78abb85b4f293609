import { useUsageTranslation } from '../use-usage-translation.ts';
import type { ReactNode } from 'react';

export interface Column<R> {
  key: string;
  header: string;
  cell: (row: R) => ReactNode;
  numeric?: boolean;
}

/** A chart's numbers as a table, behind a disclosure: the accessible alternative and the exact figures for anyone. */
export function DataTable<R>({ caption, columns, rows, rowKey }: { caption: string; columns: Column<R>[]; rows: R[]; rowKey: (row: R) => string }) {
  const { t } = useUsageTranslation();
  return (
    <details className="group min-w-0 text-sm">
      <summary className="w-fit cursor-pointer rounded-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50">
        {t('table.show')}
      </summary>
      {/* A scrolling region is a keyboard stop, so its rows can be scrolled without a mouse. */}
      <div className="mt-2 max-h-80 overflow-auto rounded-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50" tabIndex={0} role="region" aria-label={caption}>
        <table className="w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="text-left text-muted-foreground">
              {columns.map((c, i) => (
                <th key={c.key} scope="col" className={`py-1 pr-3 font-medium ${c.numeric && i > 0 ? 'text-right' : ''}`}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className="border-t">
                {columns.map((c, i) =>
                  i === 0 ? (
                    <th key={c.key} scope="row" className="py-1 pr-3 text-left font-normal whitespace-nowrap">
                      {c.cell(row)}
                    </th>
                  ) : (
                    <td key={c.key} className={`py-1 pr-3 ${c.numeric ? 'text-right tabular-nums' : ''}`}>
                      {c.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
