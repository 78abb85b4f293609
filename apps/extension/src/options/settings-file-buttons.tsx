import type { Translate } from '../i18n/translate.ts';
import type { Settings } from '../settings/schema.ts';
import { exportSettingsJson, parseSettingsFile } from './settings-file.ts';

interface Props {
  t: Translate;
  settings: Settings;
  onImport: (settings: Settings) => Promise<void>;
  onError: (message: string) => void;
}

/** Export to a JSON file; import one back (validated: a bad file changes nothing). */
export function SettingsFileButtons({ t, settings, onImport, onError }: Props) {
  const download = () => {
    const url = URL.createObjectURL(new Blob([exportSettingsJson(settings)], { type: 'application/json' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: 'selecta-settings.json' });
    link.click();
    URL.revokeObjectURL(url);
  };
  const upload = async (file: File | undefined) => {
    if (!file) return;
    const parsed = parseSettingsFile(await file.text());
    if (parsed) await onImport(parsed);
    else onError(t('options.importInvalid'));
  };

  return (
    <section className="row">
      <button type="button" onClick={download}>{t('options.export')}</button>
      <label className="button">
        {t('options.import')}
        <input type="file" accept="application/json,.json" hidden onChange={(e) => void upload(e.target.files?.[0])} />
      </label>
    </section>
  );
}
