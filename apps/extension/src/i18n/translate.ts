import type { Locale } from '@selecta/shared/locales';
import { en, type MessageKey } from './en.ts';
import { es } from './es.ts';

const dictionaries: Record<Locale, Record<MessageKey, string>> = { en, es };

export type InterfaceLanguage = Locale | 'auto';

/** The locale to show: the user's choice, else the browser's language when it is Spanish, else English. */
export function resolveLocale(choice: InterfaceLanguage, browserLanguage: string): Locale {
  if (choice !== 'auto') return choice;
  return browserLanguage.toLowerCase().startsWith('es') ? 'es' : 'en';
}

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

export function translator(locale: Locale): Translate {
  const dictionary = dictionaries[locale];
  return (key, vars) =>
    dictionary[key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (vars && name in vars ? String(vars[name]) : whole));
}
