import type { Locale } from '@selecta/shared/locales';
import { useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import type { Translate } from '../i18n/translate.ts';
import { type LastRun, loadLastRun } from '../settings/last-run.ts';

/** "Last answer: on this device, 10:42" — for the popup and the options page; follows new answers as they finish. */
export function LastRunLine({ t, locale }: { t: Translate; locale: Locale }) {
  const [lastRun, setLastRun] = useState<LastRun | null>(null);
  useEffect(() => {
    const refresh = () => void loadLastRun().then(setLastRun);
    refresh();
    const onChange = (changes: Record<string, unknown>, area: string) => {
      if (area === 'local' && 'lastRun' in changes) refresh();
    };
    browser.storage.onChanged.addListener(onChange);
    return () => browser.storage.onChanged.removeListener(onChange);
  }, []);
  const time = lastRun
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(lastRun.at))
    : '';
  return (
    <p className="notice" data-testid="last-run">
      {t('lastRun.label')}:{' '}
      <strong data-where={lastRun?.where ?? 'none'}>
        {lastRun ? t(lastRun.where === 'device' ? 'lastRun.device' : 'lastRun.server', { time }) : t('lastRun.none')}
      </strong>
    </p>
  );
}
