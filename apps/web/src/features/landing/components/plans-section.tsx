import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { planIds, yearlySavingPercent, type BillingInterval } from '@selecta/shared/plans';
import { PlanCard } from './plan-card.tsx';
import { usePlanSelection } from '../hooks/use-plan-selection.ts';

export function PlansSection() {
  const { t } = useTranslation('landing');
  const [interval, setInterval] = useState<BillingInterval>('monthly');
  const { selectPlan, pending } = usePlanSelection();
  const bestSaving = Math.max(yearlySavingPercent('plus'), yearlySavingPercent('pro'));

  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-[100px] bg-muted/40 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="pricing-title" className="text-center text-3xl font-bold tracking-tight sm:text-4xl">
          {t('plans.title')}
        </h2>
        <p className="mt-3 text-center text-lg text-muted-foreground">{t('plans.subtitle')}</p>
        <fieldset className="mx-auto mt-8 flex w-fit rounded-full border bg-background p-1">
          <legend className="sr-only">{t('plans.intervalLabel')}</legend>
          {(['monthly', 'yearly'] as const).map((value) => (
            <label
              key={value}
              className="cursor-pointer rounded-full px-4 py-2 text-sm font-medium has-checked:bg-primary has-checked:text-primary-foreground has-focus-visible:outline-3 has-focus-visible:outline-primary"
            >
              <input type="radio" name="interval" value={value} checked={interval === value} onChange={() => setInterval(value)} className="sr-only" />
              {t(`plans.${value}`)}
              {value === 'yearly' && <span className="ml-1.5 text-xs">({t('plans.save', { percent: bestSaving })})</span>}
            </label>
          ))}
        </fieldset>
        <ul className="mt-10 grid gap-6 lg:grid-cols-3">
          {planIds.map((id) => (
            <li key={id}>
              <PlanCard planId={id} interval={interval} pending={pending === id} disabled={pending !== null} onSelect={() => selectPlan(id, interval)} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
