import { AlertCircle, CheckCircle2, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { paths } from '@/config/paths.ts';
import { usePageMeta } from '@/features/seo/page-meta.tsx';
import { usePaymentVerification } from './use-payment-verification.ts';

/** `/{lang}/payment-success?session_id=…`: success only once the server confirms the payment. */
export function PaymentSuccessPage() {
  const { t, i18n } = useTranslation('billing');
  usePageMeta('paymentSuccess');
  const sessionId = useSearchParams()[0].get('session_id');
  const state = usePaymentVerification(sessionId);
  const failed = state !== 'verifying' && state !== 'verified';
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card>
        <CardContent className="grid justify-items-center gap-4 pt-8 text-center">
          {state === 'verifying' ? <Loader2 aria-hidden className="size-14 animate-spin text-primary" /> : null}
          {state === 'verified' ? <CheckCircle2 aria-hidden className="size-14 text-emerald-600 dark:text-emerald-400" /> : null}
          {failed ? <AlertCircle aria-hidden className="size-14 text-amber-600 dark:text-amber-400" /> : null}
          <h1 className="text-2xl font-bold tracking-tight">{failed ? t('success.failedTitle') : t('success.title')}</h1>
          <p role="status" data-testid="payment-status" className="text-muted-foreground">
            {state === 'verifying' ? t('success.verifying') : t(`success.state.${state}`)}
          </p>
          {sessionId && !failed ? (
            <p className="grid gap-1 text-sm">
              <span className="text-muted-foreground">{t('success.transaction')}</span>
              <code data-testid="transaction-id" className="break-all rounded bg-muted px-2 py-1 text-xs">
                {sessionId}
              </code>
            </p>
          ) : null}
          {state === 'verified' ? <p className="text-sm text-muted-foreground">{t('success.receipt')}</p> : null}
          <div className="flex flex-wrap justify-center gap-3">
            {state === 'verifying' ? (
              <Button disabled>{t('success.dashboard')}</Button>
            ) : (
              <Button asChild>
                <Link to={paths.dashboard.getHref(i18n.language)}>{t('success.dashboard')}</Link>
              </Button>
            )}
            {state === 'signedOut' ? (
              <Button asChild variant="outline">
                <Link to={paths.auth.getHref(i18n.language, { login: true })}>{t('success.signIn')}</Link>
              </Button>
            ) : null}
          </div>
          {failed ? <p className="text-xs text-muted-foreground">{t('support')}</p> : null}
        </CardContent>
      </Card>
    </div>
  );
}
