import type { TeamUsage } from '@selecta/shared/teams';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { toLocale } from '@/lib/i18n.ts';

/** Each member's run counts today and this month, and the team's totals: counts only. */
export function TeamUsageCard({ usage }: { usage: TeamUsage }) {
  const { t, i18n } = useTranslation('teams');
  const number = new Intl.NumberFormat(toLocale(i18n.language));
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('usage.title')}</CardTitle>
        <CardDescription>{t('usage.description')}</CardDescription>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        <table className="w-full text-sm" data-testid="team-usage">
          <thead>
            <tr className="text-left text-muted-foreground">
              <th scope="col" className="py-1 pr-2 font-medium">{t('usage.member')}</th>
              <th scope="col" className="py-1 pr-2 text-right font-medium">{t('usage.today')}</th>
              <th scope="col" className="py-1 text-right font-medium">{t('usage.month')}</th>
            </tr>
          </thead>
          <tbody>
            {usage.members.map((m) => (
              <tr key={m.userId} className="border-t">
                <th scope="row" className="break-all py-1.5 pr-2 text-left font-normal">{m.email}</th>
                <td className="py-1.5 pr-2 text-right tabular-nums">{number.format(m.today)}</td>
                <td className="py-1.5 text-right tabular-nums">{number.format(m.month)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t font-semibold">
              <th scope="row" className="py-1.5 pr-2 text-left">{t('usage.total')}</th>
              <td className="py-1.5 pr-2 text-right tabular-nums">{number.format(usage.totals.today)}</td>
              <td className="py-1.5 text-right tabular-nums">{number.format(usage.totals.month)}</td>
            </tr>
          </tfoot>
        </table>
      </CardContent>
    </Card>
  );
}
