import { z } from 'zod';

export const locales = ['en', 'es'] as const;
export const localeSchema = z.enum(locales);
export type Locale = z.infer<typeof localeSchema>;
export const defaultLocale: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return localeSchema.safeParse(value).success;
}

/** The locale a path asks for: its first segment if that is a locale, else the default. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : defaultLocale;
}
