import { defaultLocale, isLocale, type Locale, locales } from '@selecta/shared/locales';
import type { InitOptions } from 'i18next';

/** Where the visitor's explicit language choice is remembered. */
export const localeStorageKey = 'selecta.locale';

/** Namespaces every page's frame (header, footer, consent banner, page metadata) uses, loaded before the first render. */
export const shellNamespaces = ['common', 'analytics', 'seo'] as const;

/** The prerender lists the namespaces a page used in this `<meta>`; the browser loads them before hydrating. */
export const i18nNamespacesMeta = 'selecta-i18n-namespaces';

/** Options shared by the browser instance (lazy translations) and the prerender/test instance (bundled ones). */
export function i18nOptions(): InitOptions {
  return {
    // Both languages have exactly the same keys (i18n.test.ts), so Spanish needs no English fallback: the
    // browser then never downloads English strings for a Spanish page. Unsupported languages still resolve to English.
    fallbackLng: { es: [], default: [defaultLocale] },
    supportedLngs: [...locales],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  };
}

/** The locale a language tag stands for ('es-MX' → 'es'); anything else is the default. */
export function toLocale(language: string | undefined): Locale {
  const base = language?.split('-')[0];
  return isLocale(base) ? base : defaultLocale;
}
