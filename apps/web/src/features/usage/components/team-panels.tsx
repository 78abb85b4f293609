import { useUsageTranslation } from '../use-usage-translation.ts';
import { refusalWindows, type TeamUsageHistory } from '@selecta/shared/usage-history';
import { useId, type ReactNode } from 'react';
import { useUsageFormat } from '../format.ts';
import { DataTable } from './data-table.tsx';
import { StackedBars } from './stacked-bars.tsx';

type Props = { history: TeamUsageHistory };

function Panel({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <div className="grid min-w-0 content-start gap-3 rounded-xl border bg-card p-6" data-testid={testId}>
      <h3 className="font-semibold">{title}</h3>
      {children}
    </div>
  );
}

export function ActiveMembersChart({ history }: Props) {
  const { t } = useUsageTranslation();
  const f = useUsageFormat();
  const summaryId = useId();
  const peak = Math.max(0, ...history.activeMembersByWeek.map((w) => w.members));
  const describe = (d: { id: string; values: { members: number } }) => t('weeks.bar', { week: f.longDay(d.id), count: d.values.members, formatted: f.number(d.values.members) });
  return (
    <Panel title={t('weeks.title')} testId="active-members">
      <p id={summaryId} className="text-sm">
        {t('weeks.summary', { count: peak, formatted: f.number(peak), weeks: history.activeMembersByWeek.length })}
      </p>
      <StackedBars
        data={history.activeMembersByWeek.map((w) => ({ id: w.week, values: { members: w.members } }))}
        keys={['members'] as const}
        color={() => 'var(--chart-1)'}
        describe={describe}
        tick={f.day}
        formatNumber={f.number}
        label={t('weeks.title')}
        summaryId={summaryId}
        height={140}
      />
      <DataTable
        caption={t('weeks.title')}
        rowKey={(w) => w.week}
        rows={history.activeMembersByWeek}
        columns={[
          { key: 'week', header: t('weeks.week'), cell: (w) => f.longDay(w.week) },
          { key: 'members', header: t('weeks.members'), numeric: true, cell: (w) => f.number(w.members) },
        ]}
      />
    </Panel>
  );
}

export function Refusals({ history }: Props) {
  const { t } = useUsageTranslation();
  const f = useUsageFormat();
  const total = refusalWindows.reduce((sum, w) => sum + history.refusals[w], 0);
  return (
    <Panel title={t('refusals.title')} testId="refusals">
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
        {refusalWindows.map((w) => (
          <div key={w} className="contents">
            <dt>{t(`limits.refused.${w}`)}</dt>
            <dd className="text-right tabular-nums">{f.number(history.refusals[w])}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted-foreground">{total > 0 ? t('refusals.some') : t('refusals.none')}</p>
    </Panel>
  );
}

export function TopPrompts({ history }: Props) {
  const { t } = useUsageTranslation();
  const f = useUsageFormat();
  return (
    <Panel title={t('prompts.title')} testId="top-prompts">
      {history.topPrompts.length === 0 ? <p className="text-sm text-muted-foreground">{t('prompts.none')}</p> : null}
      <ol className="grid gap-1 text-sm">
        {history.topPrompts.map((p) => (
          <li key={p.id} className="flex justify-between gap-3">
            <span className="min-w-0 truncate">{p.name}</span>
            <span className="tabular-nums text-muted-foreground">{t('runs', { count: p.runs, formatted: f.number(p.runs) })}</span>
          </li>
        ))}
      </ol>
    </Panel>
  );
}

export function LatencyTable({ history }: Props) {
  const { t } = useUsageTranslation();
  const f = useUsageFormat();
  return (
    <Panel title={t('latency.title')} testId="latency">
      {history.latency.length === 0 ? <p className="text-sm text-muted-foreground">{t('latency.none')}</p> : null}
      {history.latency.length > 0 ? (
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-muted-foreground">
              <th scope="col" className="py-1 pr-2 font-medium">{t('latency.model')}</th>
              <th scope="col" className="py-1 pr-2 text-right font-medium">{t('latency.median')}</th>
              <th scope="col" className="py-1 text-right font-medium">{t('latency.p95')}</th>
            </tr>
          </thead>
          <tbody>
            {history.latency.map((m) => (
              <tr key={m.model} className="border-t">
                <th scope="row" className="break-all py-1 pr-2 text-left font-normal">{m.model}</th>
                <td className="py-1 pr-2 text-right tabular-nums">{f.ms(m.medianMs)}</td>
                <td className="py-1 text-right tabular-nums">{f.ms(m.p95Ms)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <p className="text-xs text-muted-foreground">{t('latency.note')}</p>
    </Panel>
  );
}
