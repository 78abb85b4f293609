import { useTranslation } from 'react-i18next';
import { openConsentSettings } from './consent-store.ts';

/** For the footer: lets the visitor change their analytics choice at any time. */
export function ConsentSettingsLink({ className }: { className?: string }) {
  const { t } = useTranslation('analytics');
  return (
    <button type="button" className={className} onClick={openConsentSettings}>
      {t('consent.settingsLink')}
    </button>
  );
}
