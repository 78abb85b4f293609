import { Download, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { track } from '@/features/analytics/track.ts';
import { downloadPath, extensionBrowsers, useVisitorBrowser } from './visitor-browser.ts';

/** C8: the beta zip the server builds (Chrome's; every browser's is in `downloadPath`). */
export const extensionZipPath = downloadPath.chrome;

/** Store install (disabled while the listing is under review) and the manual beta download for the visitor's browser. */
export function DownloadButtons() {
  const { t } = useTranslation('dashboard');
  const browser = useVisitorBrowser();
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" className="h-auto min-h-10 max-w-full shrink whitespace-normal" disabled title={t('install.storeSoon')} onClick={() => track('chrome_extension_store_install_click', {})}>
          <Store aria-hidden />
          {t(`install.store.${browser}`)}
        </Button>
        <Button asChild className="h-auto min-h-10 max-w-full shrink whitespace-normal">
          <a
            href={downloadPath[browser]}
            download
            data-browser={browser}
            onClick={() => {
              track('chrome_extension_manual_download_click', {});
              track('download_chrome_extension', {});
            }}
          >
            <Download aria-hidden />
            {t(`install.download.${browser}`)}
          </a>
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        {t('install.otherBrowsers')}{' '}
        {extensionBrowsers
          .filter((other) => other !== browser)
          .map((other, index) => (
            <span key={other}>
              {index > 0 && ' · '}
              <a className="underline underline-offset-2" href={downloadPath[other]} download>
                {t(`install.browserName.${other}`)}
              </a>
            </span>
          ))}
      </p>
    </div>
  );
}
