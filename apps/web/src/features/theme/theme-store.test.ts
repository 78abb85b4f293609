import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let systemDark = false;
const changeListeners = new Set<() => void>();

/** jsdom has no `matchMedia`: a stand-in whose answer a case sets, announcing changes as the browser does. */
function stubMatchMedia() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === '(prefers-color-scheme: dark)' && systemDark;
    },
    addEventListener: (_: string, listener: () => void) => changeListeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => changeListeners.delete(listener),
  }));
}

const freshStore = async () => {
  vi.resetModules();
  return import('./theme-store.ts');
};
const isDark = () => document.documentElement.classList.contains('dark');

describe('the website theme', () => {
  beforeEach(() => {
    systemDark = false;
    changeListeners.clear();
    stubMatchMedia();
  });
  afterEach(() => {
    window.localStorage.clear();
    document.documentElement.className = '';
    vi.unstubAllGlobals();
  });

  it('follows the system when nothing was chosen, live', async () => {
    const { getThemeChoice, applyTheme, subscribeTheme } = await freshStore();
    expect(getThemeChoice()).toBe('system');
    applyTheme('system');
    expect(isDark()).toBe(false);
    const stop = subscribeTheme(() => {});
    systemDark = true;
    for (const listener of changeListeners) listener();
    expect(isDark()).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe('dark');
    stop();
  });

  it('keeps an explicit choice over the system, stored under the key index.html reads', async () => {
    const { setThemeChoice, getThemeChoice, themeStorageKey, subscribeTheme } = await freshStore();
    const stop = subscribeTheme(() => {});
    setThemeChoice('light');
    systemDark = true;
    for (const listener of changeListeners) listener();
    expect(isDark()).toBe(false);
    setThemeChoice('dark');
    expect(isDark()).toBe(true);
    expect(window.localStorage.getItem(themeStorageKey)).toBe('dark');
    expect(getThemeChoice()).toBe('dark');
    setThemeChoice('system');
    expect(window.localStorage.getItem(themeStorageKey)).toBeNull();
    stop();
  });

  it('reads a stored choice and ignores a value it does not know', async () => {
    window.localStorage.setItem('selecta.theme', 'dark');
    expect((await freshStore()).getThemeChoice()).toBe('dark');
    window.localStorage.setItem('selecta.theme', 'sepia');
    expect((await freshStore()).getThemeChoice()).toBe('system');
  });

  it('is painted by index.html before any module runs, from the same key', async () => {
    const { themeStorageKey } = await freshStore();
    const html = readFileSync(join(import.meta.dirname, '../../../index.html'), 'utf8');
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    window.localStorage.setItem(themeStorageKey, 'dark');
    // The page's own inline script, run as the browser runs it.
    new Function(script)();
    expect(isDark()).toBe(true);
    window.localStorage.setItem(themeStorageKey, 'light');
    systemDark = true;
    new Function(script)();
    expect(isDark()).toBe(false);
  });
});
