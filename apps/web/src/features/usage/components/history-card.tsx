import { useUsageTranslation } from '../use-usage-translation.ts';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card.tsx';
import type { HistoryDays } from '../api/usage-history-api.ts';
import { CsvButton } from './csv-button.tsx';
import { PeriodPicker } from './period-picker.tsx';

/** A card with the period picker and the CSV download in its header; `children` once the history has loaded. */
export function HistoryCard(props: {
  title: string;
  /** The title's heading level in the page's outline. */
  level: 3 | 4;
  description: string;
  path: string;
  days: HistoryDays;
  onDays: (days: HistoryDays) => void;
  state: 'loading' | 'error' | 'ready';
  testId: string;
  children: ReactNode;
}) {
  const { t } = useUsageTranslation();
  const Heading = props.level === 3 ? 'h3' : 'h4';
  return (
    <Card className="min-w-0" data-testid={props.testId} aria-busy={props.state === 'loading'}>
      <CardHeader>
        <Heading className="text-lg font-semibold leading-tight">{props.title}</Heading>
        <CardDescription>{props.description}</CardDescription>
        <div className="flex flex-wrap items-center gap-2 pt-2">
          <PeriodPicker value={props.days} onChange={props.onDays} />
          <CsvButton path={props.path} days={props.days} />
        </div>
      </CardHeader>
      <CardContent>
        {props.state === 'loading' ? <p className="text-sm text-muted-foreground">{t('loading')}</p> : null}
        {props.state === 'error' ? <p className="text-sm text-muted-foreground">{t('unavailable')}</p> : null}
        {props.state === 'ready' ? props.children : null}
      </CardContent>
    </Card>
  );
}
