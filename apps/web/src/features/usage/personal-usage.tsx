import { useUsageTranslation } from './use-usage-translation.ts';
import type { Usage } from '@selecta/shared/ai';
import { refusalWindows, type UsageAction, usageActions, type UsageHistory } from '@selecta/shared/usage-history';
import { useState } from 'react';
import { type HistoryDays, myHistoryPath } from './api/usage-history-api.ts';
import { actionColor } from './chart-colors.ts';
import { HistoryCard } from './components/history-card.tsx';
import { Meter } from './components/meter.tsx';
import { RunsChart } from './components/runs-chart.tsx';
import { useUsageFormat } from './format.ts';
import { useUsageHistory } from './use-usage-history.ts';

/** The dashboard's "Your usage" (decision 037): my runs per day, my actions, and how close I come to each limit. */
export default function PersonalUsage({ usage }: { usage: Usage | null }) {
  const { t } = useUsageTranslation();
  const [days, setDays] = useState<HistoryDays>(30);
  const history = useUsageHistory<UsageHistory>(myHistoryPath, days);
  const state = history === null ? 'loading' : history === 'error' ? 'error' : 'ready';
  return (
    <section aria-labelledby="my-usage-title" className="grid min-w-0 gap-6" data-testid="my-usage">
      <h2 id="my-usage-title" className="text-2xl font-semibold tracking-tight">
        {t('mine.title')}
      </h2>
      <HistoryCard level={3} title={t('mine.runs')} description={t('mine.description')} path={myHistoryPath} days={days} onDays={setDays} state={state} testId="my-runs">
        {history && history !== 'error' ? <RunsChart series={history.series} label={t('mine.runs')} /> : null}
      </HistoryCard>
      {history && history !== 'error' ? (
        <div className="grid gap-6 md:grid-cols-2">
          <MyActions history={history} />
          <MyLimits history={history} usage={usage} />
        </div>
      ) : null}
    </section>
  );
}

function MyActions({ history }: { history: UsageHistory }) {
  const { t } = useUsageTranslation();
  const f = useUsageFormat();
  const totals = usageActions.map((a) => ({ action: a, runs: history.series.reduce((sum, d) => sum + d.byAction[a], 0) })).sort((a, b) => b.runs - a.runs);
  const all = totals.reduce((sum, a) => sum + a.runs, 0);
  return (
    <div className="grid content-start gap-3 rounded-xl border bg-card p-6" data-testid="my-actions">
      <h3 className="font-semibold">{t('mine.actions')}</h3>
      {all === 0 ? <p className="text-sm text-muted-foreground">{t('summary.none', { days: history.days })}</p> : null}
      <ul className="grid gap-2">
        {totals
          .filter((a) => a.runs > 0)
          .map(({ action, runs }) => (
            <li key={action} className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 text-sm">
              <span className="inline-flex items-center gap-2">
                <span aria-hidden className="size-2.5 rounded-sm" style={{ background: actionColor[action as UsageAction] }} />
                {t(`action.${action}`)}
              </span>
              <span className="tabular-nums text-muted-foreground">
                {f.number(runs)} · {f.percent(runs / all)}
              </span>
            </li>
          ))}
      </ul>
    </div>
  );
}

function MyLimits({ history, usage }: { history: UsageHistory; usage: Usage | null }) {
  const { t } = useUsageTranslation();
  const f = useUsageFormat();
  const dayLimit = usage?.windows.find((w) => w.window === 'day')?.limit;
  const busiest = Math.max(0, ...history.series.map((d) => d.runs - d.byOutcome.refused_minute - d.byOutcome.refused_hour - d.byOutcome.refused_day - d.byOutcome.refused_length));
  return (
    <div className="grid content-start gap-4 rounded-xl border bg-card p-6" data-testid="my-limits">
      <h3 className="font-semibold">{t('mine.limits')}</h3>
      {dayLimit ? (
        <Meter
          label={t('limits.busiestDay')}
          value={busiest}
          max={dayLimit}
          text={t('limits.ofLimit', { used: f.number(busiest), limit: f.number(dayLimit), share: f.percent(busiest / dayLimit) })}
          tone={busiest >= dayLimit * 0.9 ? 'warning' : 'primary'}
        />
      ) : null}
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
        {refusalWindows.map((w) => (
          <div key={w} className="contents">
            <dt>{t(`limits.refused.${w}`)}</dt>
            <dd className="text-right tabular-nums">{f.number(history.refusals[w])}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted-foreground">{t('limits.note')}</p>
    </div>
  );
}
