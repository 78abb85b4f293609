import { useSubscription } from '@/features/billing/use-subscription.ts';
import { SupportCard } from '@/features/support/components/support-card.tsx';
import { SectionPage } from '../section-page.tsx';

/** `/{lang}/dashboard/support`: the support form (priority for paid plans). */
export function SupportSection() {
  const { summary } = useSubscription();
  return (
    <SectionPage page="dashboardSupport">
      <SupportCard plan={summary?.plan ?? null} />
    </SectionPage>
  );
}
