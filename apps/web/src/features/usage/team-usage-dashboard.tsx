import { useUsageTranslation } from './use-usage-translation.ts';
import type { TeamUsageHistory } from '@selecta/shared/usage-history';
import { useState } from 'react';
import { type HistoryDays, teamHistoryPath } from './api/usage-history-api.ts';
import { HistoryCard } from './components/history-card.tsx';
import { RunsChart } from './components/runs-chart.tsx';
import { MemberTable } from './components/member-table.tsx';
import { ActiveMembersChart, LatencyTable, Refusals, TopPrompts } from './components/team-panels.tsx';
import { useUsageHistory } from './use-usage-history.ts';

/**
 * The team's usage for its owner and admins (decision 037): runs per day by action, active members per week, each
 * member with a sparkline, the team prompts most used, refusals by limit, first-token time by model; CSV of the days.
 */
export default function TeamUsageDashboard() {
  const { t } = useUsageTranslation();
  const [days, setDays] = useState<HistoryDays>(30);
  const history = useUsageHistory<TeamUsageHistory>(teamHistoryPath, days);
  const state = history === null ? 'loading' : history === 'error' ? 'error' : 'ready';
  const ready = history && history !== 'error' ? history : null;
  return (
    <section aria-labelledby="team-usage-title" className="grid min-w-0 gap-6" data-testid="team-usage-dashboard">
      <h2 id="team-usage-title" className="text-xl font-semibold tracking-tight">
        {t('team.title')}
      </h2>
      <HistoryCard level={3} title={t('team.runs')} description={t('team.description')} path={teamHistoryPath} days={days} onDays={setDays} state={state} testId="team-runs">
        {ready ? <RunsChart series={ready.series} label={t('team.runs')} /> : null}
      </HistoryCard>
      {ready ? (
        <>
          <div className="grid gap-6 md:grid-cols-2">
            <ActiveMembersChart history={ready} />
            <Refusals history={ready} />
            <TopPrompts history={ready} />
            <LatencyTable history={ready} />
          </div>
          <MemberTable history={ready} />
        </>
      ) : null}
    </section>
  );
}
