import { PlanGrid } from '@/features/billing/components/plan-grid.tsx';
import { useSubscription } from '@/features/billing/use-subscription.ts';
import { SectionPage } from '../section-page.tsx';

/** `/{lang}/dashboard/billing`: the plans to choose from, the current one marked. */
export function BillingSection() {
  const { summary } = useSubscription();
  return (
    <SectionPage page="dashboardBilling">
      <PlanGrid source="dashboard" currentPlan={summary?.plan ?? null} />
    </SectionPage>
  );
}
