import { lazy, Suspense } from 'react';
import { useSubscription } from '@/features/billing/use-subscription.ts';
import { useUsage } from '@/features/dashboard/use-usage.ts';
import { SectionPage } from '../section-page.tsx';

// The charts and their library are a chunk of their own (decision 037).
const PersonalUsage = lazy(() => import('@/features/usage/personal-usage.tsx'));

/** `/{lang}/dashboard/usage`: the person's own usage charts. */
export function UsageSection() {
  const { summary } = useSubscription();
  const usage = useUsage(summary?.plan);
  return (
    <SectionPage page="dashboardUsage">
      <Suspense fallback={null}>
        <PersonalUsage usage={usage && usage !== 'error' ? usage : null} />
      </Suspense>
    </SectionPage>
  );
}
