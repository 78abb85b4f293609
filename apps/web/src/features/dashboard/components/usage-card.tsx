import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { toLocale } from '@/lib/i18n.ts';
import type { Usage } from '../api/get-usage.ts';

/** Today's AI actions against the plan's windows (C6 `GET /api/usage`, fetched by the dashboard). */
export function UsageCard({ usage }: { usage: Usage | 'error' | null }) {
  const { t, i18n } = useTranslation('dashboard');
  const time = new Intl.DateTimeFormat(toLocale(i18n.language), { timeStyle: 'short' });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('usage.title')}</CardTitle>
        <CardDescription>{usage && usage !== 'error' && usage.promoActive ? t('usage.promo') : t('usage.description')}</CardDescription>
      </CardHeader>
      <CardContent data-testid="usage">
        {usage === null ? <p className="text-sm text-muted-foreground">{t('usage.loading')}</p> : null}
        {usage === 'error' ? <p className="text-sm text-muted-foreground">{t('usage.unavailable')}</p> : null}
        {usage && usage !== 'error' ? (
          <ul className="grid gap-4">
            {usage.windows.map((w) => (
              <li key={w.window} className="grid gap-1.5">
                <div className="flex justify-between text-sm">
                  <span className="font-medium">{t(`usage.window.${w.window}`)}</span>
                  <span className="tabular-nums text-muted-foreground">{t('usage.used', { used: w.used, limit: w.limit })}</span>
                </div>
                <div className="h-2 overflow-hidden rounded-full bg-muted" role="progressbar" aria-valuemin={0} aria-valuemax={w.limit} aria-valuenow={w.used} aria-label={t(`usage.window.${w.window}`)}>
                  <div className="h-full rounded-full bg-primary" style={{ width: `${Math.min(100, (w.used / Math.max(1, w.limit)) * 100)}%` }} />
                </div>
                <p className="text-xs text-muted-foreground">{t('usage.resets', { time: time.format(new Date(w.resetAt)) })}</p>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
