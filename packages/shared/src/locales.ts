// Plain data and a hand-written guard, no zod: the website's entry imports this on every page. The zod schema
// for other packages' validators is in locales-schema.ts.
export const locales = ['en', 'es'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return (locales as readonly unknown[]).includes(value);
}

/** The locale a path asks for: its first segment if that is a locale, else the default. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : defaultLocale;
}
