import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The packages `npm run build` makes: Chromium's serves Chrome and Edge. */
export const extensionPackages = { chrome: 'selecta-chrome.zip', firefox: 'selecta-firefox.zip' } as const;
export type ExtensionBrowser = keyof typeof extensionPackages;

/**
 * A built extension zip, found by walking up from this module (like the website's dist), so it works from
 * the source (tests, `tsx`) and from the server bundle (`apps/server/dist`). Looked up per request: the
 * extension can be built after the server started. With `walk` false, `start` is the folder that holds the zips
 * (EXTENSION_PACKAGES_DIR).
 */
export function findExtensionZip(browser: ExtensionBrowser = 'chrome', start = path.dirname(fileURLToPath(import.meta.url)), walk = true): string | undefined {
  if (!walk) {
    const file = path.join(start, extensionPackages[browser]);
    return existsSync(file) ? file : undefined;
  }
  const zipPath = path.join('apps', 'extension', '.output', extensionPackages[browser]);
  for (let dir = start; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, zipPath);
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) return undefined;
  }
}
