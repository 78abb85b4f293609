import { XCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { paths } from '@/config/paths.ts';
import { track } from '@/features/analytics/track.ts';
import { usePageMeta } from '@/features/seo/page-meta.tsx';

/** `/{lang}/payment-cancel`: nothing was charged; try again or go back. */
export function PaymentCancelPage() {
  const { t, i18n } = useTranslation('billing');
  usePageMeta('paymentCancel');
  useEffect(() => track('payment_cancelled', {}), []);
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card>
        <CardContent className="grid justify-items-center gap-4 pt-8 text-center">
          <XCircle aria-hidden className="size-14 text-muted-foreground" />
          <h1 className="text-2xl font-bold tracking-tight">{t('cancel.title')}</h1>
          <p className="text-muted-foreground">{t('cancel.body')}</p>
          <div className="flex flex-wrap justify-center gap-3">
            <Button asChild>
              <Link to={paths.pricing.getHref(i18n.language)}>{t('cancel.tryAgain')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.dashboard.getHref(i18n.language)}>{t('cancel.dashboard')}</Link>
            </Button>
          </div>
          <p className="text-xs text-muted-foreground">{t('support')}</p>
        </CardContent>
      </Card>
    </div>
  );
}
