import { currency, plans, type BillingInterval, type PlanId } from '@selecta/shared/plans';
import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { toLocale } from '@/lib/i18n.ts';
import { cn } from '@/lib/utils.ts';
import { PlanFeatures } from './plan-features.tsx';

interface PlanOptionProps {
  planId: PlanId;
  interval: BillingInterval;
  current: boolean;
  /** Free while paying: the button opens the billing portal. */
  downgrade: boolean;
  selected: boolean;
  pending: boolean;
  busy: boolean;
  onChoose: () => void;
}

/** One plan card from the catalogue; the user's current plan is disabled and says so. */
export function PlanOption({ planId, interval, current, downgrade, selected, pending, busy, onChoose }: PlanOptionProps) {
  const { t, i18n } = useTranslation('billing');
  const lang = toLocale(i18n.language);
  const plan = plans[planId];
  const price = new Intl.NumberFormat(lang, { style: 'currency', currency, maximumFractionDigits: 2, minimumFractionDigits: 0 }).format(plan.price[interval]);
  const featured = planId === 'plus';
  const label = current ? t('plan.current') : selected ? t('plan.selected') : downgrade ? t('plan.downgrade') : planId === 'free' ? t('plan.chooseFree') : t('plan.choose', { plan: plan.name });
  return (
    <article
      data-testid={`plan-option-${planId}`}
      aria-labelledby={`plan-option-${planId}-name`}
      className={cn('relative flex flex-col rounded-xl border bg-card p-6 shadow-sm', featured && 'border-primary ring-1 ring-primary')}
    >
      {featured ? <p className="absolute -top-3 left-6 rounded-full bg-primary px-3 py-0.5 text-xs font-semibold text-primary-foreground">{t('plan.popular')}</p> : null}
      <h3 id={`plan-option-${planId}-name`} className="text-lg font-semibold">
        {plan.name}
      </h3>
      <p className="mt-3 flex items-baseline gap-1">
        <span className="text-3xl font-bold tracking-tight">{price}</span>
        <span className="text-sm text-muted-foreground">{interval === 'monthly' ? t('plan.perMonth') : t('plan.perYear')}</span>
      </p>
      <p className="mt-1 min-h-5 text-sm font-medium text-emerald-700 dark:text-emerald-400">{plan.trialDays > 0 ? t('plan.trial', { days: plan.trialDays }) : ''}</p>
      <PlanFeatures planId={planId} lang={lang} className="mt-4 space-y-2" />
      <Button className="mt-6 w-full" variant={featured ? 'default' : 'outline'} disabled={current || busy || selected} onClick={onChoose}>
        {pending ? <Loader2 aria-hidden className="animate-spin" /> : null}
        {label}
      </Button>
    </article>
  );
}
