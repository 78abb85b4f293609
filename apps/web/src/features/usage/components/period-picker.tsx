import { useUsageTranslation } from '../use-usage-translation.ts';
import { historyDays } from '@selecta/shared/usage-history';
import { cn } from '@/lib/utils.ts';
import type { HistoryDays } from '../api/usage-history-api.ts';

/** 7, 30 or 90 days: a group of toggle buttons, the chosen one pressed. */
export function PeriodPicker({ value, onChange }: { value: HistoryDays; onChange: (days: HistoryDays) => void }) {
  const { t } = useUsageTranslation();
  return (
    <div role="group" aria-label={t('period.label')} className="inline-flex rounded-lg bg-muted p-1">
      {historyDays.map((days) => (
        <button
          key={days}
          type="button"
          aria-pressed={value === days}
          onClick={() => onChange(days)}
          className={cn(
            'rounded-md px-3 py-1 text-sm font-medium text-muted-foreground outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
            value === days && 'bg-background text-foreground shadow-sm',
          )}
        >
          {t('period.days', { count: days })}
        </button>
      ))}
    </div>
  );
}
