import { isLocale } from '@selecta/shared/locales';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { SiteFooter } from '@/components/layouts/site-footer.tsx';
import { SiteHeader } from '@/components/layouts/site-header.tsx';
import { DeferredToaster } from '@/components/ui/deferred-toaster.tsx';
import { AnalyticsRoot } from '@/features/analytics/analytics-root.tsx';
import { TwoStepGate } from '@/features/two-step/two-step-gate.tsx';
import { toLocale } from '@/lib/i18n.ts';

/** Keeps the interface and `<html lang>` in the language of the path on every navigation (spec §2). */
function useLanguageFromPath() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const first = pathname.split('/')[1];
  useLayoutEffect(() => {
    if (isLocale(first) && toLocale(i18n.language) !== first) void i18n.changeLanguage(first);
    document.documentElement.lang = toLocale(i18n.language);
  }, [first, i18n, i18n.language]);
}

export function RootLayout() {
  const { t } = useTranslation('common');
  useLanguageFromPath();
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:shadow">
        {t('skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        <TwoStepGate>
          <Outlet />
        </TwoStepGate>
      </main>
      <SiteFooter />
      <DeferredToaster />
      <AnalyticsRoot />
      <ScrollRestoration />
    </div>
  );
}
