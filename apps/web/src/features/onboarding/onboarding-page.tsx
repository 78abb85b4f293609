import { plans } from '@selecta/shared/plans';
import { CheckCircle2, Gift } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { track } from '@/features/analytics/track.ts';
import { useRequireSession } from '@/features/auth/use-require-session.ts';
import { DownloadButtons } from '@/features/extension/download-buttons.tsx';
import { InstallSteps } from '@/features/extension/install-steps.tsx';
import { usePageMeta } from '@/features/seo/page-meta.tsx';

/** `/{lang}/onboarding` (session required): what to do after sign-up, ending with the 14-day Plus offer. */
export function OnboardingPage() {
  usePageMeta('onboarding');
  const { user } = useRequireSession('signUpFirst');
  if (!user) return null;
  return <Onboarding />;
}

function Step({ n, title, done, children }: { n: number; title: string; done?: boolean; children?: ReactNode }) {
  return (
    <li className="grid grid-cols-[2rem_1fr] gap-4 rounded-xl border bg-card p-5 shadow-sm">
      <span aria-hidden className={`flex size-8 items-center justify-center rounded-full text-sm font-semibold ${done ? 'bg-emerald-600 text-white' : 'bg-primary/10 text-primary'}`}>
        {done ? <CheckCircle2 className="size-5" /> : n}
      </span>
      <div className="grid gap-3">
        <h2 className="text-lg font-semibold">{title}</h2>
        {children}
      </div>
    </li>
  );
}

function Onboarding() {
  const { t, i18n } = useTranslation('dashboard');
  useEffect(() => track('view_onboarding_page', {}), []);
  const days = plans.plus.trialDays;
  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-12 sm:px-6">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t('onboarding.title')}</h1>
        <p className="text-muted-foreground">{t('onboarding.subtitle')}</p>
      </header>
      <ol className="grid gap-4">
        <Step n={1} title={t('onboarding.created')} done>
          <p className="text-sm text-muted-foreground">{t('onboarding.createdBody')}</p>
        </Step>
        <Step n={2} title={t('onboarding.download')}>
          <DownloadButtons />
        </Step>
        <Step n={3} title={t('onboarding.install')}>
          <InstallSteps />
        </Step>
        <Step n={4} title={t('onboarding.choose')}>
          <p className="text-sm text-muted-foreground">{t('onboarding.chooseBody')}</p>
        </Step>
      </ol>
      <aside className="flex flex-wrap items-center justify-between gap-4 rounded-xl bg-primary p-6 text-primary-foreground">
        <div className="flex gap-3">
          <Gift aria-hidden className="size-6 shrink-0" />
          <div>
            <p className="font-semibold">{t('onboarding.offerTitle', { days })}</p>
            <p className="text-sm opacity-90">{t('onboarding.offerBody', { days })}</p>
          </div>
        </div>
        <Button asChild variant="secondary">
          <Link to={paths.pricing.getHref(i18n.language)} onClick={() => track('click_continue_to_pricing', {})}>
            {t('onboarding.offerCta')}
          </Link>
        </Button>
      </aside>
    </div>
  );
}
