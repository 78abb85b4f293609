import { defaultLocale, isLocale, type Locale, locales } from '@selecta/shared/locales';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

/** Where the visitor's explicit language choice is remembered. */
export const localeStorageKey = 'selecta.locale';

// Translations are bundled (spec §7: no fetches): one JSON file per namespace per language.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', { eager: true });

export const resources: Resource = {};
for (const [file, module] of Object.entries(files)) {
  const [, lang, ns] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  if (!lang || !ns) continue;
  resources[lang] ??= {};
  resources[lang][ns] = module.default;
}

/**
 * The i18next instance. In the browser the language comes from the path, then the browser's language, then
 * the stored choice, then `<html lang>` (spec §9); the prerender passes `lng` explicitly.
 */
export function createI18n(lng?: Locale): I18n {
  const instance = i18next.createInstance();
  if (!lng) instance.use(LanguageDetector);
  instance.use(initReactI18next);
  void instance.init({
    resources,
    lng,
    fallbackLng: defaultLocale,
    supportedLngs: [...locales],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    defaultNS: 'common',
    ns: Object.keys(resources[defaultLocale] ?? {}),
    interpolation: { escapeValue: false },
    initAsync: false,
    detection: {
      order: ['path', 'navigator', 'localStorage', 'htmlTag'],
      lookupFromPathIndex: 0,
      lookupLocalStorage: localeStorageKey,
      caches: [],
    },
  });
  return instance;
}

/** The locale a language tag stands for ('es-MX' → 'es'); anything else is the default. */
export function toLocale(language: string | undefined): Locale {
  const base = language?.split('-')[0];
  return isLocale(base) ? base : defaultLocale;
}
