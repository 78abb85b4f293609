import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { setConsent, useConsent } from './consent-store.ts';
import { paths } from '@/config/paths.ts';
import { Button } from '@/components/ui/button.tsx';

/** Asks before any analytics run; reopened from the footer's "Cookie settings" link. */
export function ConsentBanner() {
  const { t, i18n } = useTranslation('analytics');
  const { bannerOpen } = useConsent();
  if (!bannerOpen) return null;
  return (
    <section
      id="consent-banner"
      aria-labelledby="consent-title"
      data-testid="consent-banner"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-2xl rounded-xl border bg-background p-4 shadow-lg sm:inset-x-6 sm:p-5"
    >
      <h2 id="consent-title" className="text-base font-semibold">
        {t('consent.title')}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {t('consent.body')}{' '}
        <Link className="underline underline-offset-4" to={paths.privacy.getHref(i18n.language)}>
          {t('consent.privacyLink')}
        </Link>
      </p>
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={() => setConsent('denied')}>
          {t('consent.decline')}
        </Button>
        <Button onClick={() => setConsent('granted')}>{t('consent.accept')}</Button>
      </div>
    </section>
  );
}
