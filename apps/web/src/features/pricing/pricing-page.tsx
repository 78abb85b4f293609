import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '@/features/analytics/track.ts';
import { useRequireSession } from '@/features/auth/use-require-session.ts';
import { PlanGrid } from '@/features/billing/components/plan-grid.tsx';
import { useSubscription } from '@/features/billing/use-subscription.ts';
import { usePageMeta } from '@/features/seo/page-meta.tsx';
import { ComparisonTable } from './comparison-table.tsx';

/** `/{lang}/pricing` (session required): comparison table and the three plans; Plus starts the 14-day trial. */
export function PricingPage() {
  const { t } = useTranslation('billing');
  usePageMeta('pricing');
  const { user } = useRequireSession('signUpFirst');
  if (!user) return null;
  return <Pricing title={t('pricing.title')} subtitle={t('pricing.subtitle')} />;
}

function Pricing({ title, subtitle }: { title: string; subtitle: string }) {
  const { t } = useTranslation('billing');
  const { summary } = useSubscription();
  useEffect(() => track('view_pricing_page', {}), []);
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 sm:px-6">
      <header className="grid gap-2 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="text-muted-foreground">{subtitle}</p>
      </header>
      <PlanGrid source="pricing" currentPlan={summary?.plan ?? null} />
      <section aria-labelledby="compare-title" className="grid gap-4">
        <h2 id="compare-title" className="text-xl font-semibold">
          {t('compare.title')}
        </h2>
        <ComparisonTable />
      </section>
    </div>
  );
}
