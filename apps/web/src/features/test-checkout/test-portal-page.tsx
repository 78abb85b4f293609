import { plans } from '@selecta/shared/plans';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { paths } from '@/config/paths.ts';
import { useRequireSession } from '@/features/auth/use-require-session.ts';
import { setCancelAtPeriodEnd } from '@/features/billing/api/test-portal.ts';
import { useSubscription } from '@/features/billing/use-subscription.ts';
import { usePageMeta } from '@/features/seo/page-meta.tsx';
import { toLocale } from '@/lib/i18n.ts';
import { TestModeBanner } from './test-mode-banner.tsx';

/** `/{lang}/test-checkout/portal`: test-mode stand-in for Stripe's billing portal (cancel at period end / resume). */
export function TestPortalPage() {
  usePageMeta('testCheckout');
  const { user } = useRequireSession('signInRequired');
  if (!user) return null;
  return <TestPortal />;
}

function TestPortal() {
  const { t, i18n } = useTranslation('billing');
  const { summary, setSummary } = useSubscription();
  const [busy, setBusy] = useState(false);
  const date = (iso: string | null) => (iso ? new Intl.DateTimeFormat(toLocale(i18n.language), { dateStyle: 'long' }).format(new Date(iso)) : '—');

  async function toggle(cancel: boolean) {
    setBusy(true);
    try {
      setSummary(await setCancelAtPeriodEnd(cancel));
    } catch {
      toast.error(t('testCheckout.error.title'), { description: t('testCheckout.error.description'), duration: 5000 });
    }
    setBusy(false);
  }

  const active = summary && summary.plan !== 'free' && summary.status;
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <TestModeBanner />
      <Card>
        <CardHeader>
          <CardTitle>{t('portal.title')}</CardTitle>
          <CardDescription>{t('portal.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          {summary === null ? <p className="text-sm text-muted-foreground">{t('loading')}</p> : null}
          {summary && !active ? <p>{t('portal.none')}</p> : null}
          {summary && active ? (
            <>
              <dl className="grid grid-cols-2 gap-y-2 text-sm">
                <dt className="text-muted-foreground">{t('testCheckout.plan')}</dt>
                <dd data-testid="portal-plan" className="text-right font-medium">{plans[summary.plan].name}</dd>
                <dt className="text-muted-foreground">{t('portal.status')}</dt>
                <dd data-testid="portal-status" className="text-right font-medium">
                  {summary.cancelAtPeriodEnd ? t('portal.endsOn', { date: date(summary.currentPeriodEnd) }) : t('portal.renewsOn', { date: date(summary.currentPeriodEnd) })}
                </dd>
              </dl>
              {summary.cancelAtPeriodEnd ? (
                <Button disabled={busy} onClick={() => void toggle(false)}>
                  {t('portal.resume')}
                </Button>
              ) : (
                <Button variant="destructive" disabled={busy} onClick={() => void toggle(true)}>
                  {t('portal.cancel')}
                </Button>
              )}
            </>
          ) : null}
          <Button asChild variant="outline">
            <Link to={paths.dashboard.getHref(i18n.language)}>{t('cancel.dashboard')}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
