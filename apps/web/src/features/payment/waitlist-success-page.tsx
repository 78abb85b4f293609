import { plans } from '@selecta/shared/plans';
import { PartyPopper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { paths } from '@/config/paths.ts';
import { usePageMeta } from '@/features/seo/page-meta.tsx';

/** `/{lang}/waitlist-success`. */
export function WaitlistSuccessPage() {
  const { t, i18n } = useTranslation('billing');
  usePageMeta('waitlistSuccess');
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card>
        <CardContent className="grid justify-items-center gap-4 pt-8 text-center">
          <PartyPopper aria-hidden className="size-14 text-primary" />
          <h1 className="text-2xl font-bold tracking-tight">{t('waitlist.title')}</h1>
          <p className="text-muted-foreground">{t('waitlist.body', { days: plans.plus.trialDays })}</p>
          <Button asChild variant="outline">
            <Link to={paths.home.getHref(i18n.language)}>{t('waitlist.home')}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
