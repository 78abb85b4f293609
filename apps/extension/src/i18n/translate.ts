import type { Locale } from '@selecta/shared/locales';
import { en, type MessageKey } from './en.ts';
import { es } from './es.ts';
import { currentPlatform, formatKeys, type KeyName, keyName, type Platform } from './key-names.ts';

const dictionaries: Record<Locale, Record<MessageKey, string>> = { en, es };

export type InterfaceLanguage = Locale | 'auto';

/** The locale to show: the user's choice, else the browser's language when it is Spanish, else English. */
export function resolveLocale(choice: InterfaceLanguage, browserLanguage: string): Locale {
  if (choice !== 'auto') return choice;
  return browserLanguage.toLowerCase().startsWith('es') ? 'es' : 'en';
}

export interface Translate {
  (key: MessageKey, vars?: Record<string, string | number>): string;
  /** A stored combination (`Alt+Shift+P`) as this language and platform show it. */
  keys(combination: string): string;
}

/**
 * Besides `{{name}}` variables, messages name keys with `{{key:Enter}}` and combinations with `{{keys:Alt+Shift+P}}`,
 * filled in as the user's keyboard and system call them (`key-names.ts`).
 */
export function translator(locale: Locale, platform: Platform = currentPlatform()): Translate {
  const dictionary = dictionaries[locale];
  const keys = (combination: string) => formatKeys(combination, locale, platform);
  const t = (key: MessageKey, vars?: Record<string, string | number>) =>
    dictionary[key]
      .replace(/\{\{key:(\w+)\}\}/g, (_, name: KeyName) => keyName(name, locale, platform))
      .replace(/\{\{keys:([\w+]+)\}\}/g, (_, combination: string) => keys(combination))
      .replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (vars && name in vars ? String(vars[name]) : whole));
  return Object.assign(t, { keys });
}
