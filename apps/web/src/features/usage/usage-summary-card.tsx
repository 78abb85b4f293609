import { usageActions } from '@selecta/shared/usage-history';
import type { UsageHistory } from '@selecta/shared/usage-history';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { paths } from '@/config/paths.ts';
import { myHistoryPath } from './api/usage-history-api.ts';
import { useUsageHistory } from './use-usage-history.ts';
import { useUsageTranslation } from './use-usage-translation.ts';

/** The overview's short usage summary: the last 30 days in one figure and the action used most; the charts are in Usage. */
export default function UsageSummaryCard() {
  const { t, i18n } = useTranslation('console');
  const { t: tu } = useUsageTranslation();
  const history = useUsageHistory<UsageHistory>(myHistoryPath, 30);
  const ready = history && history !== 'error' ? history : null;
  const totals = ready ? usageActions.map((action) => ({ action, runs: ready.series.reduce((sum, d) => sum + d.byAction[action], 0) })) : [];
  const runs = totals.reduce((sum, a) => sum + a.runs, 0);
  const top = [...totals].sort((a, b) => b.runs - a.runs)[0];
  return (
    <Card data-testid="usage-summary">
      <CardHeader>
        <CardTitle>{t('summary.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        {history === 'error' ? <p className="text-sm text-muted-foreground">{t('loadError')}</p> : null}
        {ready ? <p className="text-2xl font-semibold tabular-nums">{runs === 0 ? t('summary.none') : t('summary.runs', { count: runs })}</p> : null}
        {ready && top && top.runs > 0 ? <p className="text-sm text-muted-foreground">{t('summary.top', { action: tu(`action.${top.action}`) })}</p> : null}
        <Link className="text-sm font-medium underline underline-offset-4" to={paths.dashboardUsage.getHref(i18n.language)}>
          {t('summary.more')}
        </Link>
      </CardContent>
    </Card>
  );
}
