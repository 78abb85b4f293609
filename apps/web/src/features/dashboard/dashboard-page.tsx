import { LogOut } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { track } from '@/features/analytics/track.ts';
import { useAuth } from '@/features/auth/use-auth.ts';
import { useSubscription } from '@/features/billing/use-subscription.ts';
import { ExtensionSection } from '@/features/extension/extension-section.tsx';
import { usePageMeta } from '@/features/seo/page-meta.tsx';
import { TeamSection } from '@/features/teams/team-section.tsx';
import { getSupabase } from '@/lib/supabase.ts';
import { AiNotConfiguredNotice } from './components/ai-not-configured-notice.tsx';
import { SubscriptionSummary } from './components/subscription-summary.tsx';
import { UsageCard } from './components/usage-card.tsx';
import { useUsage } from './use-usage.ts';

// The usage history and its strings are a chunk of their own (decision 037).
const UsageSummaryCard = lazy(() => import('@/features/usage/usage-summary-card.tsx'));

/**
 * `/{lang}/dashboard`, the console's overview (decision 045): install, the plan, today's usage, a short summary of the
 * last 30 days and the team card. The rest of the account and the team has its own sections.
 */
export function DashboardPage() {
  usePageMeta('dashboard');
  // The console's layout has already required the session.
  const { user } = useAuth();
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
    <div className="grid gap-6" data-testid="section-dashboard">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
          <p className="break-all text-muted-foreground">{t('signedInAs', { email })}</p>
        </div>
        <Button variant="outline" onClick={() => void signOut()}>
          <LogOut aria-hidden />
          {t('signOut')}
        </Button>
      </header>
      {usage && usage !== 'error' && !usage.aiAvailable ? <AiNotConfiguredNotice /> : null}
      <div className="grid gap-6 md:grid-cols-2">
        <SubscriptionSummary summary={summary} />
        <UsageCard usage={usage} />
        <Suspense fallback={null}>
          <UsageSummaryCard />
        </Suspense>
        {summary ? <TeamSection ownPlan={summary.teamName ? null : summary.plan} onChange={() => reload()} /> : null}
      </div>
      <ExtensionSection />
    </div>
  );
}
