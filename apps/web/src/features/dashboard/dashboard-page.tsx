import { LogOut } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { track } from '@/features/analytics/track.ts';
import { useRequireSession } from '@/features/auth/use-require-session.ts';
import { PlanGrid } from '@/features/billing/components/plan-grid.tsx';
import { useSubscription } from '@/features/billing/use-subscription.ts';
import { ExtensionSection } from '@/features/extension/extension-section.tsx';
import { ModelSettingsCard } from '@/features/models/components/model-settings-card.tsx';
import { TeamModelCard } from '@/features/models/components/team-model-card.tsx';
import { SupportCard } from '@/features/support/components/support-card.tsx';
import { usePageMeta } from '@/features/seo/page-meta.tsx';
import { getSupabase } from '@/lib/supabase.ts';
import { AiNotConfiguredNotice } from './components/ai-not-configured-notice.tsx';
import { SubscriptionSummary } from './components/subscription-summary.tsx';
import { UsageCard } from './components/usage-card.tsx';
import { TeamSection } from '@/features/teams/team-section.tsx';
import { useUsage } from './use-usage.ts';

// The usage charts and their library are a chunk of their own, loaded by the dashboard only (decision 037).
const PersonalUsage = lazy(() => import('@/features/usage/personal-usage.tsx'));

/** `/{lang}/dashboard` (session required): extension install, today's usage, the plan and upgrades. */
export function DashboardPage() {
  usePageMeta('dashboard');
  const { user } = useRequireSession('signInRequired');
  if (!user) return null;
  return <Dashboard email={user.email ?? ''} />;
}

function Dashboard({ email }: { email: string }) {
  const { t } = useTranslation('dashboard');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const { summary, reload } = useSubscription();
  const usage = useUsage(summary?.plan);

  async function signOut() {
    await getSupabase().auth.signOut();
    track('user_sign_out', {});
    toast(tc('account.signedOut'));
    void navigate('/');
  }

  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-12 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
          <p className="text-muted-foreground">{t('signedInAs', { email })}</p>
        </div>
        <Button variant="outline" onClick={() => void signOut()}>
          <LogOut aria-hidden />
          {t('signOut')}
        </Button>
      </header>
      {usage && usage !== 'error' && !usage.aiAvailable ? <AiNotConfiguredNotice /> : null}
      <ExtensionSection />
      <div className="grid gap-6 md:grid-cols-2">
        <SubscriptionSummary summary={summary} />
        <UsageCard usage={usage} />
      </div>
      <Suspense fallback={null}>
        <PersonalUsage usage={usage && usage !== 'error' ? usage : null} />
      </Suspense>
      {summary ? <TeamSection ownPlan={summary.teamName ? null : summary.plan} onChange={() => reload()} /> : null}
      <section aria-labelledby="upgrade-title" className="grid gap-6">
        <h2 id="upgrade-title" className="text-2xl font-semibold tracking-tight">
          {t('upgrade')}
        </h2>
        <PlanGrid source="dashboard" currentPlan={summary?.plan ?? null} />
      </section>
      <ModelSettingsCard />
      <TeamModelCard />
      <SupportCard plan={summary?.plan ?? null} />
    </div>
  );
}
