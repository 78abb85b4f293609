import type { Locale } from '@selecta/shared/locales';
import { useEffect, useState } from 'react';
import { resolveLocale, translator, type Translate } from '../i18n/translate.ts';
import { applyPolicy, type LockableSetting, lockedSettings } from '../policy/apply-policy.ts';
import { loadPolicy, watchPolicy } from '../policy/managed-policy.ts';
import type { Policy } from '../policy/policy-schema.ts';
import { defaultSettings, type Settings } from '../settings/schema.ts';
import { loadStoredSettings } from '../settings/store.ts';
import { serverUrlOf } from '../lib/server-url.ts';
import { applyTheme } from './theme-cache.ts';

export interface PageContext {
  /** The settings in force (the organisation's policy applied). */
  settings: Settings;
  locale: Locale;
  t: Translate;
  serverUrl: string;
  policy: Policy;
  /** Settings the policy decides: their controls are disabled and say so. */
  locked: ReadonlySet<LockableSetting>;
  /** The stored settings and policy have been read (until then `settings` are the defaults). */
  loaded: boolean;
  reload: () => void;
}

/** Settings for the extension's own pages, with the interface language and server URL resolved; follows a changed policy. */
export function usePageContext(): PageContext {
  const [state, setState] = useState<{ settings: Settings; policy: Policy } | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    void Promise.all([loadStoredSettings(), loadPolicy()]).then(([stored, policy]) => setState({ settings: applyPolicy(stored, policy), policy }));
  }, [version]);
  useEffect(() => watchPolicy(() => setVersion((v) => v + 1)), []);
  const settings = state?.settings ?? defaultSettings;
  const policy = state?.policy ?? {};
  const locale = resolveLocale(settings.interfaceLanguage, navigator.language);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  // pages.css reads it: 'system' follows prefers-color-scheme. Not the defaults' 'system' before the stored settings
  // arrive: that would undo what theme-boot applied from the cache, and flash.
  const loaded = state !== null;
  useEffect(() => {
    if (loaded) applyTheme(document.documentElement, settings.theme);
  }, [loaded, settings.theme]);
  return {
    settings,
    locale,
    t: translator(locale),
    serverUrl: serverUrlOf(settings),
    policy,
    locked: lockedSettings(policy),
    loaded,
    reload: () => setVersion((v) => v + 1),
  };
}
