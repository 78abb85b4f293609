import { readFile } from 'node:fs/promises';
import { type Context, Hono } from 'hono';
import type { Env } from '../../env.ts';
import type { AppEnv } from '../app-env.ts';
import { jsonError } from '../../lib/json-error.ts';
import { type ExtensionPackages, extensionPackages } from '../../releases/extension-packages.ts';
import { chromeUpdateManifest, distributionPaths, firefoxUpdateManifest } from '../../releases/update-manifests.ts';
import type { ExtensionBrowser } from '../../releases/extension-zip.ts';

/** Download name → package: the Chromium build serves Chrome and Edge; `selecta-extension.zip` is its first name (C8). */
const downloads: Record<string, ExtensionBrowser> = {
  'selecta-extension.zip': 'chrome',
  'selecta-chrome.zip': 'chrome',
  'selecta-edge.zip': 'chrome',
  'selecta-firefox.zip': 'firefox',
};

const notBuilt = 'The extension is not built yet: run `npm run build` on the server.';

/**
 * C8: the built extension for each browser as a download (`npm run build` makes them), and for an organisation's
 * force-install (decision 048) each browser's update manifest with the current version and its package: Chromium's
 * signed CRX, Firefox's add-on. Versioned package URLs: a cache never hands out an old package under a new version.
 */
export function downloadsRoutes({ env, packages = extensionPackages(env) }: { env: Env; packages?: ExtensionPackages }) {
  const app = new Hono<AppEnv>();
  for (const [name, browser] of Object.entries(downloads)) {
    app.get(`/${name}`, async (c) => {
      const file = packages.find(browser);
      const body = file ? await readFile(file).catch(() => undefined) : undefined;
      if (!body) return jsonError(c, 404, 'extension_not_built', notBuilt);
      return c.body(new Uint8Array(body), 200, {
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="${name}"`,
        'content-length': String(body.byteLength),
        'cache-control': 'no-cache',
      });
    });
  }
  const url = (path: string) => `${env.PUBLIC_URL}${path}`;
  app.get('/chrome/updates.xml', async (c) => {
    const chrome = await packages.get('chrome');
    if (!chrome) return jsonError(c, 404, 'extension_not_built', notBuilt);
    const xml = chromeUpdateManifest(chrome.id, chrome.version, url(distributionPaths.chromePackage(chrome.version)));
    return c.body(xml, 200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'no-cache' });
  });
  app.get('/firefox/updates.json', async (c) => {
    const firefox = await packages.get('firefox');
    if (!firefox) return jsonError(c, 404, 'extension_not_built', notBuilt);
    c.header('cache-control', 'no-cache');
    return c.json(firefoxUpdateManifest(firefox.id, firefox.version, url(distributionPaths.firefoxPackage(firefox.version)), firefox.sha256));
  });
  const packageRoute = (browser: ExtensionBrowser, pattern: RegExp, type: string, latest: string) => async (c: Context<AppEnv>) => {
    const found = await packages.get(browser);
    const file = c.req.param('file') ?? '';
    const version = pattern.exec(file)?.[1];
    if (!found || (version !== found.version && file !== latest)) return jsonError(c, 404, 'not_found', 'No such package: the update manifest names the current one.');
    return c.body(new Uint8Array(found.bytes), 200, {
      'content-type': type,
      'content-length': String(found.bytes.byteLength),
      // A versioned name never changes its bytes; the latest one does with every release.
      'cache-control': file === latest ? 'no-cache' : 'public, max-age=31536000, immutable',
    });
  };
  app.get('/chrome/:file', packageRoute('chrome', /^selecta-(.+)\.crx$/, 'application/x-chrome-extension', 'selecta.crx'));
  app.get('/firefox/:file', packageRoute('firefox', /^selecta-(.+)\.xpi$/, 'application/x-xpinstall', 'selecta.xpi'));
  return app;
}
