import { plans } from '@selecta/shared/plans';
import { freeSubscriptionSummary } from '@selecta/shared/subscription';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { paths } from '@/config/paths.ts';
import { getSubscription, openBillingPortal, type SubscriptionSummary } from '../api/subscription.ts';

/** The plan and subscription, with the billing portal (Stripe's, or the test checkout's page). */
export function SubscriptionCard() {
  const { t, i18n } = useTranslation('settings');
  const [summary, setSummary] = useState<SubscriptionSummary | null>(null);
  const [opening, setOpening] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    getSubscription(controller.signal).then(setSummary, () => {
      if (!controller.signal.aborted) setSummary(freeSubscriptionSummary);
    });
    return () => controller.abort();
  }, []);

  async function manage() {
    setOpening(true);
    try {
      window.location.assign((await openBillingPortal(i18n.language)).url);
    } catch {
      toast.error(t('errors.generic.title'), { description: t('errors.generic.description') });
      setOpening(false);
    }
  }

  const date = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'long' }) : '');
  const planName = summary ? plans[summary.plan].name : '';
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('plan.title')}</CardTitle>
        <CardDescription>{t('plan.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {summary === null ? (
          <p className="text-sm text-muted-foreground">{t('loading')}</p>
        ) : (
          <>
            <p data-testid="current-plan">{t('plan.current', { plan: planName })}</p>
            {summary.status === 'trialing' && summary.trialEnd && <p className="text-sm text-muted-foreground">{t('plan.trialEnds', { date: date(summary.trialEnd) })}</p>}
            {summary.status && summary.status !== 'trialing' && summary.currentPeriodEnd && (
              <p className="text-sm text-muted-foreground">
                {t(summary.cancelAtPeriodEnd ? 'plan.endsOn' : 'plan.renewsOn', { date: date(summary.currentPeriodEnd) })}
              </p>
            )}
            {summary.teamName ? (
              <p className="text-sm text-muted-foreground" data-testid="plan-through-team">
                {t('plan.throughTeam', { plan: planName, team: summary.teamName })}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-3">
              {summary.teamName ? (
                <Button asChild variant="outline">
                  <Link to={`${paths.dashboard.getHref(i18n.language)}#team`}>{t('plan.seeTeam')}</Link>
                </Button>
              ) : summary.status ? (
                <Button type="button" onClick={manage} disabled={opening}>
                  {t('plan.manage')}
                </Button>
              ) : (
                <Button asChild>
                  <Link to={paths.pricing.getHref(i18n.language)}>{t('plan.choose')}</Link>
                </Button>
              )}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
