import type { Theme } from '../settings/schema.ts';

/**
 * The theme setting lives in `chrome.storage`, which answers only asynchronously: read there, a page chosen Dark on a
 * light system painted light first, then switched. So the extension's pages also keep it in their own localStorage
 * (one origin for all of them, synchronous), and `public/theme-boot.js` applies it from there before the first paint.
 * Without a cached value the CSS follows the system (`color-scheme: light dark`), which is right for 'system'.
 */
export const themeCacheKey = 'selecta:theme';

export function applyTheme(root: HTMLElement, theme: Theme): void {
  root.dataset.theme = theme;
  try {
    localStorage.setItem(themeCacheKey, theme);
  } catch {
    // No storage: only the first paint of the next page follows the system instead.
  }
}
