import { useTranslation } from 'react-i18next';
import { Loader2 } from 'lucide-react';
import { currency, plans, yearlySavingPercent, type BillingInterval, type PlanId } from '@selecta/shared/plans';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { PlanFeatures } from '@/features/billing/components/plan-features.tsx';

interface PlanCardProps {
  planId: PlanId;
  interval: BillingInterval;
  pending: boolean;
  disabled: boolean;
  onSelect: () => void;
}

export function PlanCard({ planId, interval, pending, disabled, onSelect }: PlanCardProps) {
  const { t, i18n } = useTranslation('landing');
  const lang = i18n.language === 'es' ? 'es' : 'en';
  const plan = plans[planId];
  const price = new Intl.NumberFormat(lang, { style: 'currency', currency, maximumFractionDigits: 0 }).format(plan.price[interval]);
  const saving = yearlySavingPercent(planId);
  const popular = planId === 'plus';

  return (
    <article
      aria-labelledby={`plan-${planId}`}
      data-testid={`plan-${planId}`}
      className={`relative flex h-full flex-col rounded-2xl border bg-card p-6 shadow-sm ${popular ? 'border-primary ring-2 ring-primary' : ''}`}
    >
      {popular && <p className="absolute -top-3 left-6 rounded-full bg-primary px-3 py-0.5 text-xs font-semibold text-primary-foreground">{t('plans.popular')}</p>}
      <h3 id={`plan-${planId}`} className="text-xl font-semibold">
        {plan.name}
      </h3>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight">{price}</span>
        <span className="text-muted-foreground">{interval === 'monthly' ? t('plans.perMonth') : t('plans.perYear')}</span>
      </p>
      <p className="mt-1 h-5 text-sm font-medium text-emerald-700 dark:text-emerald-400">
        {interval === 'yearly' && saving > 0 ? t('plans.save', { percent: saving }) : plan.trialDays > 0 ? t('plans.trial', { days: plan.trialDays }) : ''}
      </p>
      <PlanFeatures planId={planId} lang={lang} className="mt-6 space-y-2.5" />
      {/* A click before the page has hydrated submits this form and lands on sign-up (where a signed-in visitor is
          sent on to the dashboard); once hydrated, onSelect handles the click and the form never submits. */}
      <form action={paths.auth.getHref(lang)} className="mt-8">
        <Button
          type="submit"
          className="w-full"
          size="lg"
          variant={popular ? 'default' : 'outline'}
          disabled={disabled}
          onClick={(event) => {
            event.preventDefault();
            onSelect();
          }}
        >
          {pending && <Loader2 aria-hidden className="size-4 animate-spin" />}
          {planId === 'free' ? t('plans.free') : t('plans.select', { plan: plan.name })}
        </Button>
      </form>
    </article>
  );
}
