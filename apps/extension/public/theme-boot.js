// Runs in the <head> of the popup and options page before their first paint (MV3 pages allow no inline script):
// applies the theme setting that ui/theme-cache.ts keeps under this key, so a page chosen Dark never paints light
// first. Plain JS and copied as is: a TS entrypoint would come with ~9 kB of WXT's wrapper for these three lines.
try {
  const theme = localStorage.getItem('selecta:theme');
  if (theme === 'system' || theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
} catch {
  // No storage (disabled by policy): the stylesheet follows the system, and the settings arrive a moment later.
}
