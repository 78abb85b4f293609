import { Download, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { track } from '@/features/analytics/track.ts';

/** C8: the beta zip the server builds. */
export const extensionZipPath = '/downloads/selecta-extension.zip';

/** Store install (disabled while the listing is under review) and the manual beta download. */
export function DownloadButtons() {
  const { t } = useTranslation('dashboard');
  return (
    <div className="flex flex-wrap gap-3">
      <Button variant="outline" disabled title={t('install.storeSoon')} onClick={() => track('chrome_extension_store_install_click', {})}>
        <Store aria-hidden />
        {t('install.store')}
      </Button>
      <Button asChild>
        <a
          href={extensionZipPath}
          download
          onClick={() => {
            track('chrome_extension_manual_download_click', {});
            track('download_chrome_extension', {});
          }}
        >
          <Download aria-hidden />
          {t('install.download')}
        </a>
      </Button>
    </div>
  );
}
