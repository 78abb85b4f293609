import { planIds, type BillingInterval, type PlanId } from '@selecta/shared/plans';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { usePlanChoice } from '../use-plan-choice.ts';
import { PlanOption } from './plan-option.tsx';

/** The three plans with a monthly/yearly switch; `currentPlan` null while it loads (every button waits). */
export function PlanGrid({ source, currentPlan }: { source: 'pricing' | 'dashboard'; currentPlan: PlanId | null }) {
  const { t } = useTranslation('billing');
  const [interval, setInterval] = useState<BillingInterval>('monthly');
  const { choose, pending, selected } = usePlanChoice(source, currentPlan);
  return (
    <div className="grid gap-6">
      <Tabs value={interval} onValueChange={(value) => setInterval(value as BillingInterval)} className="justify-self-center">
        <TabsList aria-label={t('plan.interval')}>
          <TabsTrigger value="monthly">{t('plan.monthly')}</TabsTrigger>
          <TabsTrigger value="yearly">{t('plan.yearly')}</TabsTrigger>
        </TabsList>
      </Tabs>
      <div className="grid gap-6 md:grid-cols-3">
        {planIds.map((planId) => (
          <PlanOption
            key={planId}
            planId={planId}
            interval={interval}
            current={currentPlan === planId}
            downgrade={planId === 'free' && currentPlan !== null && currentPlan !== 'free'}
            selected={selected === planId}
            pending={pending === planId}
            busy={currentPlan === null || pending !== null || selected !== null}
            onChoose={() => void choose(planId, interval)}
          />
        ))}
      </div>
    </div>
  );
}
