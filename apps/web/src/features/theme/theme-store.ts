/** Where the visitor's theme choice is kept (like the language, `selecta.locale`); index.html reads it before first paint. */
export const themeStorageKey = 'selecta.theme';

export const themeChoices = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof themeChoices)[number];

const isThemeChoice = (value: unknown): value is ThemeChoice => themeChoices.includes(value as ThemeChoice);
const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

/** The stored choice; `system` when none (or storage is refused). */
export function readThemeChoice(): ThemeChoice {
  try {
    const stored = window.localStorage.getItem(themeStorageKey);
    return isThemeChoice(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

/** Paints `<html>` in the theme a choice stands for now: the `dark` class (styles.css) and the matching `color-scheme`. */
export function applyTheme(choice: ThemeChoice): void {
  const dark = choice === 'dark' || (choice === 'system' && darkQuery().matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

const listeners = new Set<() => void>();

/** Stores and applies a choice; every switch on the page follows. */
export function setThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') window.localStorage.removeItem(themeStorageKey);
    else window.localStorage.setItem(themeStorageKey, choice);
  } catch {
    // Storage refused (private mode with storage blocked): the choice holds for this page only.
  }
  current = choice;
  applyTheme(choice);
  for (const listener of listeners) listener();
}

let current: ThemeChoice | undefined;

/** For `useSyncExternalStore`: the current choice, following the system's theme live while it is `system`. */
export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  const query = darkQuery();
  const onSystemChange = () => {
    if (getThemeChoice() === 'system') applyTheme('system');
  };
  query.addEventListener('change', onSystemChange);
  // Another tab's choice (the `storage` event fires only in the other tabs).
  const onStorage = (event: StorageEvent) => {
    if (event.key !== themeStorageKey && event.key !== null) return;
    current = readThemeChoice();
    applyTheme(current);
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    query.removeEventListener('change', onSystemChange);
    window.removeEventListener('storage', onStorage);
  };
}

export function getThemeChoice(): ThemeChoice {
  current ??= readThemeChoice();
  return current;
}
