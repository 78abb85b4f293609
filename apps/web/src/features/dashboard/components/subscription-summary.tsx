import { plans } from '@selecta/shared/plans';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { openPortal } from '@/features/billing/api/open-portal.ts';
import type { SubscriptionSummary as Summary } from '@/features/billing/api/subscription.ts';
import { toLocale } from '@/lib/i18n.ts';

/** What the user pays for and until when; 'Manage subscription' opens the billing portal. */
export function SubscriptionSummary({ summary }: { summary: Summary | null }) {
  const { t, i18n } = useTranslation('dashboard');
  const [opening, setOpening] = useState(false);
  const date = (iso: string | null) => (iso ? new Intl.DateTimeFormat(toLocale(i18n.language), { dateStyle: 'long' }).format(new Date(iso)) : '');

  async function manage() {
    setOpening(true);
    try {
      window.location.assign((await openPortal(toLocale(i18n.language))).url);
    } catch {
      toast.error(t('subscription.portalError.title'), { description: t('subscription.portalError.description'), duration: 5000 });
      setOpening(false);
    }
  }

  const paid = summary && summary.plan !== 'free' && summary.status;
  let detail = t('subscription.free');
  if (summary?.teamName) detail = t('subscription.fromTeam', { team: summary.teamName });
  else if (summary && paid) {
    if (summary.status === 'trialing' && summary.trialEnd) detail = t('subscription.trialEnds', { date: date(summary.trialEnd) });
    else if (summary.cancelAtPeriodEnd) detail = t('subscription.endsOn', { date: date(summary.currentPeriodEnd) });
    else detail = t('subscription.renewsOn', { date: date(summary.currentPeriodEnd) });
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('subscription.title')}</CardTitle>
        <CardDescription>{t('subscription.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {summary ? (
          <>
            <p data-testid="dashboard-plan" className="text-2xl font-semibold">
              {plans[summary.plan].name}
            </p>
            <p data-testid="subscription-detail" className="text-sm text-muted-foreground">
              {detail}
            </p>
            {paid ? (
              <Button variant="outline" className="justify-self-start" disabled={opening} onClick={() => void manage()}>
                {t('subscription.manage')}
              </Button>
            ) : null}
          </>
        ) : (
          <p className="text-sm text-muted-foreground">{t('usage.loading')}</p>
        )}
      </CardContent>
    </Card>
  );
}
