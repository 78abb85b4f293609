import i18next, { type BackendModule, type i18n as I18n, type ResourceKey } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { i18nOptions, localeStorageKey } from './i18n.ts';

// One chunk per language and namespace, imported on demand: a page's first render needs only its language's
// namespaces, and the other language arrives only if the visitor switches (spec §7: same-origin chunks, no fetch).
const files = import.meta.glob<{ default: ResourceKey }>('../locales/*/*.json');

const bundledBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = files[`../locales/${language}/${namespace}.json`];
    if (!load) return callback(new Error(`No translations for ${language}/${namespace}`), false);
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** Every namespace there is, for loading the rest of the current language once the page is interactive. */
export const allNamespaces = [...new Set(Object.keys(files).map((file) => /\/([^/]+)\.json$/.exec(file)?.[1] ?? ''))].filter(Boolean);

/**
 * The browser's i18next instance. The language comes from the path, then the browser's language, then the
 * stored choice, then `<html lang>` (spec §9). Resolves once `namespaces` are loaded in that language, so a
 * prerendered page hydrates with the very strings it was rendered with.
 */
export async function createBrowserI18n(namespaces: readonly string[]): Promise<I18n> {
  const instance = i18next.createInstance();
  instance.use(LanguageDetector).use(bundledBackend).use(initReactI18next);
  await instance.init({
    ...i18nOptions(),
    ns: [...namespaces],
    detection: {
      order: ['path', 'navigator', 'localStorage', 'htmlTag'],
      lookupFromPathIndex: 0,
      lookupLocalStorage: localeStorageKey,
      caches: [],
    },
  });
  return instance;
}
