import type { Locale } from '@selecta/shared/locales';

/**
 * Keyboard keys as the user's keyboard and system name them. Stored shortcuts stay `Alt+Shift+P`; only what is shown
 * changes: Spanish Windows/Linux keyboards say Mayús, Intro, Retroceso, Supr; macOS shows ⌃⌥⇧⌘ in combinations (in
 * every language) and Option, Return… in prose.
 */
export type Platform = 'mac' | 'other';

/** `Mod` is the platform's command modifier (Ctrl, or ⌘ on a Mac); `Arrows` the four arrow keys together. */
export type KeyName = 'Ctrl' | 'Alt' | 'Shift' | 'Meta' | 'Mod' | 'Enter' | 'Escape' | 'Backspace' | 'Delete' | 'Tab' | 'Arrows';
type Names = Record<KeyName, string>;

const names: Record<Locale, Record<Platform, Names>> = {
  en: {
    other: { Ctrl: 'Ctrl', Alt: 'Alt', Shift: 'Shift', Meta: 'Win', Mod: 'Ctrl', Enter: 'Enter', Escape: 'Esc', Backspace: 'Backspace', Delete: 'Delete', Tab: 'Tab', Arrows: 'arrow keys' },
    mac: { Ctrl: 'Control (⌃)', Alt: 'Option (⌥)', Shift: 'Shift (⇧)', Meta: 'Command (⌘)', Mod: 'Command (⌘)', Enter: 'Return', Escape: 'Esc', Backspace: 'Delete', Delete: 'Forward Delete', Tab: 'Tab', Arrows: 'arrow keys' },
  },
  es: {
    other: { Ctrl: 'Ctrl', Alt: 'Alt', Shift: 'Mayús', Meta: 'Win', Mod: 'Ctrl', Enter: 'Intro', Escape: 'Esc', Backspace: 'Retroceso', Delete: 'Supr', Tab: 'Tab', Arrows: 'flechas' },
    mac: { Ctrl: 'Control (⌃)', Alt: 'Opción (⌥)', Shift: 'Mayúsculas (⇧)', Meta: 'Comando (⌘)', Mod: 'Comando (⌘)', Enter: 'Retorno', Escape: 'Esc', Backspace: 'Eliminar', Delete: 'Suprimir', Tab: 'Tab', Arrows: 'flechas' },
  },
};

/** Every spelling a stored or Chrome-given combination may use, to our key names. */
const aliases: Record<string, KeyName> = {
  ctrl: 'Ctrl', control: 'Ctrl', alt: 'Alt', option: 'Alt', shift: 'Shift', meta: 'Meta', cmd: 'Meta', command: 'Meta', win: 'Meta',
  enter: 'Enter', return: 'Enter', escape: 'Escape', esc: 'Escape', backspace: 'Backspace', delete: 'Delete', del: 'Delete', tab: 'Tab',
  arrows: 'Arrows',
};
const modifiers = new Set<KeyName>(['Ctrl', 'Alt', 'Shift', 'Meta']);
// In Apple's order, which is also the order `formatShortcut` writes them in.
const macSymbols: Partial<Record<KeyName, string>> = { Ctrl: '⌃', Alt: '⌥', Shift: '⇧', Meta: '⌘' };

export function currentPlatform(): Platform {
  const nav = (globalThis as { navigator?: { platform?: string; userAgentData?: { platform?: string } } }).navigator;
  return /mac/i.test(nav?.userAgentData?.platform ?? nav?.platform ?? '') ? 'mac' : 'other';
}

/** One key's name, for prose ("press Intro"). */
export function keyName(key: KeyName, locale: Locale, platform: Platform): string {
  return names[locale][platform][key];
}

/** A combination as shown: `Alt+Shift+P` → `Alt+Mayús+P` (es), `⌥⇧P` (Mac); keys we do not know pass unchanged. */
export function formatKeys(combination: string, locale: Locale, platform: Platform): string {
  // `Alt+Shift++` ends with the plus key itself.
  const parts = combination.endsWith('++') ? [...combination.slice(0, -2).split('+'), '+'] : combination.split('+');
  const named = parts.map((part) => ({ part, key: aliases[part.trim().toLowerCase()] }));
  if (platform === 'mac') {
    const symbols = named.filter(({ key }) => key && modifiers.has(key)).map(({ key }) => macSymbols[key!]).join('');
    const rest = named.filter(({ key }) => !key || !modifiers.has(key));
    const tail = rest.map(({ part, key }) => (key ? keyName(key, locale, platform) : part)).join('+');
    return tail.length > 1 && !/^F\d+$/.test(tail) ? `${symbols} ${tail}` : `${symbols}${tail}`;
  }
  return named.map(({ part, key }) => (key ? keyName(key, locale, platform) : part)).join('+');
}
