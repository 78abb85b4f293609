import { readFile } from 'node:fs/promises';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { jsonError } from '../../lib/errors.ts';
import { type ExtensionBrowser, findExtensionZip } from './extension-zip.ts';

/** Download name → package: the Chromium build serves Chrome and Edge; `selecta-extension.zip` is its first name (C8). */
const downloads: Record<string, ExtensionBrowser> = {
  'selecta-extension.zip': 'chrome',
  'selecta-chrome.zip': 'chrome',
  'selecta-edge.zip': 'chrome',
  'selecta-firefox.zip': 'firefox',
};

/** C8: the built extension for each browser as a download (`npm run build` makes them). */
export function downloadsRoutes(findZip: (browser: ExtensionBrowser) => string | undefined = findExtensionZip) {
  const app = new Hono<AppEnv>();
  for (const [name, browser] of Object.entries(downloads)) {
    app.get(`/${name}`, async (c) => {
      const file = findZip(browser);
      const body = file ? await readFile(file).catch(() => undefined) : undefined;
      if (!body) {
        return jsonError(c, 404, 'extension_not_built', 'The extension is not built yet: run `npm run build` on the server.');
      }
      return c.body(new Uint8Array(body), 200, {
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="${name}"`,
        'content-length': String(body.byteLength),
        'cache-control': 'no-cache',
      });
    });
  }
  return app;
}
