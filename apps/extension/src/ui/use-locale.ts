import type { Locale } from '@selecta/shared/locales';
import { useEffect, useState } from 'react';
import { resolveLocale, translator, type Translate } from '../i18n/translate.ts';
import { defaultSettings, type Settings } from '../settings/schema.ts';
import { loadSettings } from '../settings/store.ts';
import { serverUrlOf } from '../lib/server-url.ts';
import { applyTheme } from './theme-cache.ts';

/** Settings for the extension's own pages, with the interface language and server URL resolved. */
export function usePageContext(): { settings: Settings; locale: Locale; t: Translate; serverUrl: string; reload: () => void } {
  const [settings, setSettings] = useState<Settings>(defaultSettings);
  const [loaded, setLoaded] = useState(false);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    void loadSettings().then((stored) => {
      setSettings(stored);
      setLoaded(true);
    });
  }, [version]);
  const locale = resolveLocale(settings.interfaceLanguage, navigator.language);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  // pages.css reads it: 'system' follows prefers-color-scheme. Not the defaults' 'system' before the stored settings
  // arrive: that would undo what theme-boot applied from the cache, and flash.
  useEffect(() => {
    if (loaded) applyTheme(document.documentElement, settings.theme);
  }, [loaded, settings.theme]);
  return { settings, locale, t: translator(locale), serverUrl: serverUrlOf(settings), reload: () => setVersion((v) => v + 1) };
}
