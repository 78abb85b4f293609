import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toLocale } from '@/lib/i18n.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { DownloadButtons } from './download-buttons.tsx';
import { InstallSteps } from './install-steps.tsx';

/** The install pictures' sizes (e2e/extension/make-screenshots.ts prints them): the popup's height differs by language. */
const installSize = { en: { width: 640, height: 626 }, es: { width: 640, height: 668 } } as const;

/** The dashboard's extension section: store status, both install options, an image and the manual steps. */
export function ExtensionSection() {
  const { t, i18n } = useTranslation('dashboard');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('install.title')}</CardTitle>
        <CardDescription>{t('install.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-[1fr_16rem]">
        <div className="grid content-start gap-5">
          <p role="note" className="flex gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700/60 dark:bg-amber-950/30 dark:text-amber-100">
            <Clock aria-hidden className="mt-0.5 size-4 shrink-0" />
            {t('install.comingSoon')}
          </p>
          <DownloadButtons />
          <InstallSteps />
        </div>
        <figure className="hidden items-center justify-center rounded-xl bg-gradient-to-br from-primary/15 to-primary/5 p-6 md:flex">
          <img
            src={`/images/steps/${toLocale(i18n.language)}/install.webp`}
            alt={t('install.imageAlt')}
            {...installSize[toLocale(i18n.language)]}
            className="h-auto w-full rounded-lg shadow-sm"
            loading="lazy"
            decoding="async"
          />
        </figure>
      </CardContent>
    </Card>
  );
}
