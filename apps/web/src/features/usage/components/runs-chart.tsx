import { useUsageTranslation } from '../use-usage-translation.ts';
import { type UsageAction, usageActions, type UsageDay } from '@selecta/shared/usage-history';
import { useId } from 'react';
import { actionColor } from '../chart-colors.ts';
import { useUsageFormat } from '../format.ts';
import { DataTable } from './data-table.tsx';
import { Legend } from './legend.tsx';
import { StackedBars } from './stacked-bars.tsx';

const color = (action: UsageAction) => actionColor[action];

/** Runs per UTC day stacked by action, its one-sentence summary, its legend and its table. */
export function RunsChart({ series, label }: { series: UsageDay[]; label: string }) {
  const { t } = useUsageTranslation();
  const f = useUsageFormat();
  const summaryId = useId();
  const total = series.reduce((sum, d) => sum + d.runs, 0);
  const busiest = series.reduce<UsageDay | undefined>((best, d) => (d.runs > (best?.runs ?? 0) ? d : best), undefined);
  const used = usageActions.filter((a) => series.some((d) => d.byAction[a] > 0));
  const keys = used.length > 0 ? used : usageActions.slice(0, 3);
  const actionName = (a: UsageAction) => t(`action.${a}`);
  const describe = (d: { id: string; values: Record<UsageAction, number> }) => {
    const runs = keys.reduce((sum, k) => sum + d.values[k], 0);
    const parts = keys.filter((k) => d.values[k] > 0).map((k) => `${actionName(k)} ${f.number(d.values[k])}`);
    return [`${f.longDay(d.id)}: ${t('runs', { count: runs, formatted: f.number(runs) })}`, ...parts].join(' · ');
  };
  return (
    <div className="grid min-w-0 gap-3">
      <p id={summaryId} className="text-sm" data-testid="chart-summary">
        {total === 0
          ? t('summary.none', { days: series.length })
          : t('summary.runs', { count: total, formatted: f.number(total), days: series.length, day: f.longDay(busiest!.day), busiest: f.number(busiest!.runs) })}
      </p>
      <StackedBars
        data={series.map((d) => ({ id: d.day, values: d.byAction }))}
        keys={keys}
        color={color}
        describe={describe}
        tick={f.day}
        formatNumber={f.number}
        label={label}
        summaryId={summaryId}
      />
      <Legend keys={keys} color={color} label={actionName} />
      <DataTable
        caption={label}
        rowKey={(d) => d.day}
        rows={[...series].reverse()}
        columns={[
          { key: 'day', header: t('table.day'), cell: (d) => f.longDay(d.day) },
          ...keys.map((k) => ({ key: k, header: actionName(k), numeric: true, cell: (d: UsageDay) => f.number(d.byAction[k]) })),
          { key: 'runs', header: t('table.total'), numeric: true, cell: (d) => f.number(d.runs) },
        ]}
      />
    </div>
  );
}
