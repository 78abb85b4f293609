import type { Locale } from '@selecta/shared/locales';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { i18nOptions } from './i18n.ts';

// Every translation bundled, for the prerender and tests (spec §7: no fetches). The browser loads them per
// language and namespace instead (i18n-browser.ts), so the landing does not ship the other language.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', { eager: true });

export const resources: Resource = {};
for (const [file, module] of Object.entries(files)) {
  const [, lang, ns] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  if (!lang || !ns) continue;
  resources[lang] ??= {};
  resources[lang][ns] = module.default;
}

/** An i18next instance in a fixed language with every namespace ready synchronously. */
export function createI18n(lng: Locale): I18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next);
  void instance.init({ ...i18nOptions(), resources, lng, ns: Object.keys(resources[lng] ?? {}), initAsync: false });
  return instance;
}
