import { z } from 'zod';

/** Languages offered for Translate, as BCP 47 codes; the request carries the English name the model understands. */
export const translateLanguages = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  it: 'Italian',
  pt: 'Portuguese',
  nl: 'Dutch',
  pl: 'Polish',
  ca: 'Catalan',
  ja: 'Japanese',
  zh: 'Chinese',
  ko: 'Korean',
  ar: 'Arabic',
  ru: 'Russian',
} as const;

export type TranslateLanguage = keyof typeof translateLanguages;
export const translateLanguageSchema = z.enum(Object.keys(translateLanguages) as [TranslateLanguage, ...TranslateLanguage[]]);

/** Native names, shown in the options page whatever the interface language. */
export const nativeLanguageNames: Record<TranslateLanguage, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  pt: 'Português',
  nl: 'Nederlands',
  pl: 'Polski',
  ca: 'Català',
  ja: '日本語',
  zh: '中文',
  ko: '한국어',
  ar: 'العربية',
  ru: 'Русский',
};
