import { planIds, plans, rateWindows, type PlanId } from '@selecta/shared/plans';
import { useTranslation } from 'react-i18next';
import { toLocale } from '@/lib/i18n.ts';

type Row = { label: string; value: (planId: PlanId) => string };

/** Plan limits side by side, straight from the catalogue (no number is restated here). */
export function ComparisonTable() {
  const { t, i18n } = useTranslation('billing');
  const number = new Intl.NumberFormat(toLocale(i18n.language));
  const rows: Row[] = [
    ...rateWindows.map((window) => ({
      label: t(`compare.window.${window}`),
      value: (planId: PlanId) => {
        const limit = plans[planId].limits[window];
        return limit === undefined ? t('compare.noLimit') : number.format(limit);
      },
    })),
    { label: t('compare.models'), value: (planId) => t(`compare.modelsLevel.${planId}`) },
    { label: t('compare.maxInput'), value: (planId) => t('compare.chars', { count: plans[planId].maxInputChars, formatted: number.format(plans[planId].maxInputChars) }) },
    { label: t('compare.trial'), value: (planId) => (plans[planId].trialDays ? t('compare.days', { count: plans[planId].trialDays }) : '—') },
    { label: t('compare.team'), value: (planId) => (planId === 'pro' ? t('compare.unlimited') : '1') },
    { label: t('compare.support'), value: (planId) => t(`compare.supportLevel.${planId}`) },
  ];
  return (
    <div className="overflow-x-auto rounded-xl border bg-card">
      <table className="w-full min-w-[32rem] text-sm">
        <caption className="sr-only">{t('compare.caption')}</caption>
        <thead>
          <tr className="border-b bg-muted/50">
            <th scope="col" className="p-3 text-left font-medium text-muted-foreground">
              {t('compare.feature')}
            </th>
            {planIds.map((planId) => (
              <th key={planId} scope="col" className="p-3 text-left font-semibold">
                {plans[planId].name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-b last:border-0">
              <th scope="row" className="p-3 text-left font-normal text-muted-foreground">
                {row.label}
              </th>
              {planIds.map((planId) => (
                <td key={planId} className="p-3 font-medium">
                  {row.value(planId)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
