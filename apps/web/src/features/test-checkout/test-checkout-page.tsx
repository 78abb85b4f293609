import { plans } from '@selecta/shared/plans';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useRequireSession } from '@/features/auth/use-require-session.ts';
import type { TestCheckoutView } from '@selecta/shared/test-checkout';
import { cancelTestCheckout, getTestCheckout, payTestCheckout } from '@/features/billing/api/test-checkout.ts';
import { usePageMeta } from '@/features/seo/page-meta.tsx';
import { toLocale } from '@/lib/i18n.ts';
import { TestModeBanner } from './test-mode-banner.tsx';

/** `/{lang}/test-checkout?session_id=…`: the built-in stand-in for Stripe Checkout when no Stripe key is set. */
export function TestCheckoutPage() {
  usePageMeta('testCheckout');
  const { user } = useRequireSession('signInRequired');
  if (!user) return null;
  return <TestCheckout />;
}

function TestCheckout() {
  const { t, i18n } = useTranslation('billing');
  const id = useSearchParams()[0].get('session_id') ?? '';
  const [session, setSession] = useState<TestCheckoutView | 'error' | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    getTestCheckout(id, controller.signal).then(setSession, () => !controller.signal.aborted && setSession('error'));
    return () => controller.abort();
  }, [id]);

  async function finish(action: typeof payTestCheckout) {
    setBusy(true);
    try {
      window.location.assign((await action(id)).redirectUrl);
    } catch {
      toast.error(t('testCheckout.error.title'), { description: t('testCheckout.error.description'), duration: 5000 });
      setBusy(false);
    }
  }

  const money = (s: TestCheckoutView, amount = s.amount) =>
    new Intl.NumberFormat(toLocale(i18n.language), { style: 'currency', currency: s.currency }).format(amount);
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <TestModeBanner />
      <Card>
        <CardHeader>
          <CardTitle>{t('testCheckout.title')}</CardTitle>
          <CardDescription>{t('testCheckout.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          {session === null ? <p className="text-sm text-muted-foreground">{t('loading')}</p> : null}
          {session === 'error' ? <p role="alert">{t('testCheckout.notFound')}</p> : null}
          {session && session !== 'error' ? (
            <>
              <dl className="grid grid-cols-2 gap-y-2 text-sm">
                <dt className="text-muted-foreground">{t('testCheckout.plan')}</dt>
                <dd data-testid="checkout-plan" className="text-right font-medium">{plans[session.plan].name}</dd>
                <dt className="text-muted-foreground">{t('testCheckout.interval')}</dt>
                <dd className="text-right font-medium">{t(`plan.${session.interval}`)}</dd>
                {session.trialDays > 0 ? (
                  <>
                    <dt className="text-muted-foreground">{t('testCheckout.trial')}</dt>
                    <dd className="text-right font-medium">{t('testCheckout.trialDays', { count: session.trialDays })}</dd>
                  </>
                ) : null}
                <dt className="border-t pt-2 text-muted-foreground">{t('testCheckout.total')}</dt>
                <dd data-testid="checkout-amount" className="border-t pt-2 text-right text-lg font-semibold">
                  {money(session, session.trialDays > 0 ? 0 : session.amount)}
                </dd>
              </dl>
              {session.trialDays > 0 ? (
                <p data-testid="checkout-then" className="text-sm text-muted-foreground">
                  {t(`testCheckout.then.${session.interval}`, { count: session.trialDays, amount: money(session) })}
                </p>
              ) : null}
              {session.status === 'open' ? (
                <div className="grid gap-2">
                  <Button size="lg" disabled={busy} onClick={() => void finish(payTestCheckout)}>
                    {session.trialDays > 0 ? t('testCheckout.startTrial') : t('testCheckout.pay', { amount: money(session) })}
                  </Button>
                  <Button variant="ghost" disabled={busy} onClick={() => void finish(cancelTestCheckout)}>
                    {t('testCheckout.cancel')}
                  </Button>
                </div>
              ) : (
                <p role="status">{t('testCheckout.closed')}</p>
              )}
            </>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}
