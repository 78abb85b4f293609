import { useEffect, useState } from 'react';

/** The browsers Selecta ships for: Edge takes the Chromium package, with its own steps. */
export const extensionBrowsers = ['chrome', 'edge', 'firefox'] as const;
export type ExtensionBrowser = (typeof extensionBrowsers)[number];

/** Edge says `Edg/`; Firefox `Firefox/` (not the iOS one, `FxiOS`, which has no extensions); anything else gets Chrome's. */
export function browserOf(userAgent: string): ExtensionBrowser {
  if (/\bEdg(e|A|iOS)?\//.test(userAgent)) return 'edge';
  if (/\bFirefox\//.test(userAgent)) return 'firefox';
  return 'chrome';
}

/** The package each browser downloads (the server's /downloads/). */
export const downloadPath: Record<ExtensionBrowser, string> = {
  chrome: '/downloads/selecta-extension.zip',
  edge: '/downloads/selecta-edge.zip',
  firefox: '/downloads/selecta-firefox.zip',
};

/**
 * The visitor's browser, read after hydration: the prerendered page shows Chrome's (most visitors), and a Firefox or
 * Edge visitor sees theirs a moment later without a hydration mismatch.
 */
export function useVisitorBrowser(): ExtensionBrowser {
  const [browser, setBrowser] = useState<ExtensionBrowser>('chrome');
  useEffect(() => setBrowser(browserOf(navigator.userAgent)), []);
  return browser;
}
