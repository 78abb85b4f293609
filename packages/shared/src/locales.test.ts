import { describe, expect, it } from 'vitest';
import { isLocale, localeFromPath, locales } from './locales.ts';
import { localeSchema } from './locales-schema.ts';

describe('locales', () => {
  it('recognises exactly the supported locales, as the zod schema does', () => {
    for (const value of [...locales, 'fr', 'EN', 'en-US', '', undefined, null, 1]) {
      expect(isLocale(value), String(value)).toBe(localeSchema.safeParse(value).success);
    }
    expect(locales.every((locale) => isLocale(locale))).toBe(true);
  });

  it('reads the locale from the first path segment, defaulting to English', () => {
    expect(localeFromPath('/es/privacy')).toBe('es');
    expect(localeFromPath('/fr/privacy')).toBe('en');
    expect(localeFromPath('/')).toBe('en');
  });
});
