/**
 * Key combinations for the in-page shortcuts, as text such as `Alt+Shift+P`. No dependencies: the always-loaded
 * content script uses it on every key press with a modifier, and the settings schema validates with it.
 */

/** When the toolbar appears: on every selection, only while Alt is held, or only by shortcut / context menu. */
export const toolbarModes = ['always', 'modifier', 'shortcut'] as const;

/** The shortcut action that shows the toolbar for the current selection and moves the focus into it. */
export const focusToolbarAction = 'focus-toolbar';

/** The focus-toolbar shortcut out of the box (the browser command `focus-toolbar` suggests the same keys). */
export const defaultFocusKeys = 'Alt+Shift+K';

export interface Shortcut {
  ctrl: boolean;
  alt: boolean;
  shift: boolean;
  meta: boolean;
  /** `A`–`Z`, `0`–`9`, `F1`–`F12` or one of `punctuation`. */
  key: string;
}

const punctuation: Record<string, string> = {
  Comma: ',', Period: '.', Slash: '/', Semicolon: ';', Quote: "'", BracketLeft: '[', BracketRight: ']',
  Minus: '-', Equal: '=', Backquote: '`', Backslash: '\\',
};
const punctuationKeys = new Set(Object.values(punctuation));

/**
 * Alt alone with these is the browser's own (Alt+D, Alt+E, Alt+F: address bar and menu on Windows and Linux; Alt+F4).
 * Combinations without Alt are not accepted at all: Ctrl/⌘ with a letter is copy, paste, undo, bold… in every editor.
 */
const browserKeys = new Set(['D', 'E', 'F', 'F4']);

/** The key of a keyboard event by its physical position, so that Alt+P is `P` even where Alt+P types `π` (macOS). */
export function keyOf(event: Pick<KeyboardEvent, 'code' | 'key'>): string | null {
  const { code } = event;
  if (/^Key[A-Z]$/.test(code)) return code.slice(3);
  if (/^Digit[0-9]$/.test(code)) return code.slice(5);
  if (/^F([1-9]|1[0-2])$/.test(code)) return code;
  return punctuation[code] ?? null;
}

/** The shortcut a key press makes, or null for a modifier alone or a key we do not bind. */
export function shortcutOf(event: Pick<KeyboardEvent, 'code' | 'key' | 'ctrlKey' | 'altKey' | 'shiftKey' | 'metaKey'>): Shortcut | null {
  const key = keyOf(event);
  if (!key) return null;
  return { ctrl: event.ctrlKey, alt: event.altKey, shift: event.shiftKey, meta: event.metaKey, key };
}

export function formatShortcut(shortcut: Shortcut): string {
  const parts = [shortcut.ctrl && 'Ctrl', shortcut.alt && 'Alt', shortcut.shift && 'Shift', shortcut.meta && 'Meta', shortcut.key];
  return parts.filter(Boolean).join('+');
}

/** Parses `Ctrl+Alt+Shift+Meta+K` (modifiers in any order, any case); null when it is not a combination. */
export function parseShortcut(text: string): Shortcut | null {
  const parts = text.split('+').map((part) => part.trim());
  // `Alt+Shift++` names the plus key, which we do not bind; a trailing empty part is simply invalid.
  const key = parts.pop()?.toUpperCase() ?? '';
  if (!/^([A-Z0-9]|F([1-9]|1[0-2]))$/.test(key) && !punctuationKeys.has(key)) return null;
  const shortcut: Shortcut = { ctrl: false, alt: false, shift: false, meta: false, key };
  for (const part of parts) {
    const name = ({ ctrl: 'ctrl', control: 'ctrl', alt: 'alt', option: 'alt', shift: 'shift', meta: 'meta', cmd: 'meta', command: 'meta' } as const)[
      part.toLowerCase() as 'ctrl'
    ];
    if (!name || shortcut[name]) return null;
    shortcut[name] = true;
  }
  return shortcut;
}

/** Why a combination cannot be a Selecta shortcut, or null when it can: it must use Alt and not be the browser's. */
export function shortcutProblem(shortcut: Shortcut | null): 'invalid' | 'needsAlt' | 'browser' | null {
  if (!shortcut) return 'invalid';
  if (!shortcut.alt) return 'needsAlt';
  if (!shortcut.ctrl && !shortcut.shift && !shortcut.meta && browserKeys.has(shortcut.key)) return 'browser';
  return null;
}

/** The canonical text of a valid shortcut (`alt+shift+p` → `Alt+Shift+P`), or null. */
export function normalizeShortcut(text: string): string | null {
  const shortcut = parseShortcut(text);
  return shortcut && !shortcutProblem(shortcut) ? formatShortcut(shortcut) : null;
}
