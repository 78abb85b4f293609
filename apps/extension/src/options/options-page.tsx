import { useEffect, useState } from 'react';
import { nativeLanguageNames, translateLanguageSchema } from '../settings/languages.ts';
import { type Settings, siteSchema } from '../settings/schema.ts';
import { loadSettings, saveSettings } from '../settings/store.ts';
import { usePageContext } from '../ui/use-locale.ts';
import { ModelChoiceSection } from './model-choice-section.tsx';
import { LastRunLine } from '../ui/last-run-line.tsx';
import { VersionLine } from '../ui/version-line.tsx';
import { OptionsNav } from './options-nav.tsx';
import { AiLocationField } from './ai-location-field.tsx';
import { KeyboardSection } from './keyboard-section.tsx';
import { PromptsEditor } from './prompts-editor.tsx';
import { ServerUrlField } from './server-url-field.tsx';
import { ThemeSection } from './theme-section.tsx';
import { TeamPromptsList } from './team-prompts-list.tsx';
import { SettingsFileButtons } from './settings-file-buttons.tsx';
import { applyImport } from './settings-file.ts';
import { lockedSettings, offeredActions } from '../policy/apply-policy.ts';
import { loadPolicy } from '../policy/managed-policy.ts';

/** The options page: every change is validated by the settings schema and saved at once. */
export function OptionsPage() {
  const { settings, t, locale, serverUrl, reload, locked, policy, loaded } = usePageContext();
  const [status, setStatus] = useState('');
  const [sites, setSites] = useState('');
  const [suggestedUrl, setSuggestedUrl] = useState<string | null>(null);
  useEffect(() => setSites(settings.disabledSites.join('\n')), [settings.disabledSites]);

  const save = async (next: Settings, message = t('options.saved')) => {
    await saveSettings(next);
    setStatus(message);
    reload();
  };
  const saveSites = () => {
    const list = sites.split('\n').map((s) => s.trim()).filter(Boolean);
    const valid = list.flatMap((s) => {
      const parsed = siteSchema.safeParse(s.replace(/^https?:\/\//, '').split('/')[0]);
      return parsed.success ? [parsed.data] : [];
    });
    void save({ ...settings, disabledSites: [...new Set(valid)] });
  };

  // Every control saves the whole settings object: none is shown before the stored one is read, or a change made in
  // that moment would save the defaults over it.
  if (!loaded) {
    return (
      <div className="options-layout">
        <OptionsNav t={t} />
        <main>
          <h1>{t('options.title')}</h1>
          <p role="status" className="notice" data-testid="options-status" />
        </main>
      </div>
    );
  }
  return (
    <div className="options-layout">
      <OptionsNav t={t} />
      <main>
        <h1>{t('options.title')}</h1>
        <p role="status" className="notice" data-testid="options-status">{status}</p>
        <div className="options-sections">
          <section className="card" id="section-general" aria-labelledby="general-title">
            <h2 id="general-title">{t('options.general')}</h2>
            <label>
              <input
                type="checkbox"
                checked={settings.toolbarEnabled}
                onChange={(e) => void save({ ...settings, toolbarEnabled: e.target.checked })}
              />
              {t('options.toolbarEnabled')}
            </label>
            <label>
              {t('options.disabledSites')}
              <textarea rows={4} value={sites} onChange={(e) => setSites(e.target.value)} onBlur={saveSites} />
            </label>
            <label>
              {t('options.translateLanguage')}
              <select
                value={settings.translateLanguage}
                onChange={(e) => void save({ ...settings, translateLanguage: translateLanguageSchema.parse(e.target.value) })}
              >
                {translateLanguageSchema.options.map((code) => (
                  <option key={code} value={code}>{nativeLanguageNames[code]}</option>
                ))}
              </select>
            </label>
            <label>
              {t('options.interfaceLanguage')}
              <select
                value={settings.interfaceLanguage}
                onChange={(e) => {
                  const value = e.target.value;
                  void save({ ...settings, interfaceLanguage: value === 'en' || value === 'es' ? value : 'auto' });
                }}
              >
                <option value="auto">{t('options.interfaceAuto')}</option>
                <option value="en">English</option>
                <option value="es">Español</option>
              </select>
            </label>
            <ServerUrlField
              t={t}
              value={settings.serverUrl}
              suggested={suggestedUrl}
              locked={locked.has('serverUrl')}
              onSave={(serverUrl) => {
                setSuggestedUrl(null);
                return save({ ...settings, serverUrl });
              }}
            />
          </section>
          <ThemeSection t={t} theme={settings.theme} locked={locked.has('theme')} onSave={(theme) => void save({ ...settings, theme })} />
          <ModelChoiceSection t={t} pricingUrl={`${serverUrl}/${locale}/pricing`} onStatus={setStatus} />
          <section className="card" id="section-ai-location">
            <AiLocationField t={t} locale={locale} settings={settings} locked={locked.has('aiLocation')} onSave={(aiLocation) => void save({ ...settings, aiLocation })} />
            <LastRunLine t={t} locale={locale} />
          </section>
          <KeyboardSection t={t} settings={settings} modeLocked={locked.has('toolbarMode')} offered={offeredActions(policy)} onSave={(change) => void save({ ...settings, ...change })} />
          <PromptsEditor t={t} prompts={settings.prompts} locked={locked.has('prompts')} onChange={(prompts) => void save({ ...settings, prompts })} />
          <TeamPromptsList t={t} />
        </div>
        <SettingsFileButtons
          t={t}
          settings={settings}
          onImport={async (file) => {
            // Against the settings and policy as stored now, not as this page last rendered them (a file chosen
            // before the page finished loading would otherwise be compared with the defaults).
            const [current, inForce] = await Promise.all([loadSettings(), loadPolicy()]);
            const { settings: next, serverUrl, keptLocked } = applyImport(current, file, lockedSettings(inForce));
            setSuggestedUrl(serverUrl);
            const message = serverUrl ? t('options.importServerUrl', { url: serverUrl }) : keptLocked ? t('options.importKeptLocked') : t('options.importDone');
            return save(next, message);
          }}
          onError={setStatus}
        />
        <VersionLine t={t} />
      </main>
    </div>
  );
}
