import type { Locale } from '@selecta/shared/locales';
import { useEffect, useState } from 'react';
import type { MessageKey } from '../i18n/en.ts';
import type { Translate } from '../i18n/translate.ts';
import { anyDeviceSupport } from '../on-device/built-in-ai.ts';
import type { AiLocation, Settings } from '../settings/schema.ts';
import { LockedNote } from '../ui/locked-note.tsx';

interface Props {
  t: Translate;
  locale: Locale;
  settings: Settings;
  onSave: (aiLocation: AiLocation) => void;
  locked: boolean;
}

const choices: { value: AiLocation; label: MessageKey; onDevice: boolean }[] = [
  { value: 'server', label: 'options.aiServer', onDevice: false },
  { value: 'fallback', label: 'options.aiFallback', onDevice: true },
  { value: 'device', label: 'options.aiDevice', onDevice: true },
];

/** "Where AI runs": the on-device choices are off (and say why) where the browser has no on-device AI. */
export function AiLocationField({ t, locale, settings, onSave, locked }: Props) {
  const [supported, setSupported] = useState<boolean | null>(null);
  useEffect(() => {
    // Asking for availability never starts a download.
    void anyDeviceSupport({ output: locale, target: settings.translateLanguage }).then(setSupported);
  }, [locale, settings.translateLanguage]);

  return (
    <fieldset className="choices" aria-describedby={locked ? 'locked-ai-location ai-location-help' : 'ai-location-help'} disabled={locked}>
      <legend>{t('options.aiLocation')}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="inline">
          <input
            type="radio"
            name="ai-location"
            value={choice.value}
            checked={settings.aiLocation === choice.value}
            disabled={choice.onDevice && supported !== true && settings.aiLocation !== choice.value}
            onChange={() => onSave(choice.value)}
          />
          {t(choice.label)}
        </label>
      ))}
      {locked && <LockedNote t={t} id="locked-ai-location" />}
      <p className="notice" id="ai-location-help" data-testid="ai-location-help">
        {supported === false ? t(import.meta.env.FIREFOX ? 'options.aiDeviceFirefox' : 'options.aiDeviceUnavailable') : t('options.aiDeviceHelp')}
      </p>
    </fieldset>
  );
}
