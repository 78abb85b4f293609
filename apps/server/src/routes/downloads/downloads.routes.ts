import { readFile } from 'node:fs/promises';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { jsonError } from '../../lib/errors.ts';
import { findExtensionZip } from './extension-zip.ts';

export const extensionZipName = 'selecta-extension.zip';

/** C8: the built Chrome extension as a download (`npm run build` makes it). */
export function downloadsRoutes(findZip: () => string | undefined = findExtensionZip) {
  return new Hono<AppEnv>().get(`/${extensionZipName}`, async (c) => {
    const file = findZip();
    const body = file ? await readFile(file).catch(() => undefined) : undefined;
    if (!body) {
      return jsonError(c, 404, 'extension_not_built', 'The extension is not built yet: run `npm run build` on the server.');
    }
    return c.body(new Uint8Array(body), 200, {
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="${extensionZipName}"`,
      'content-length': String(body.byteLength),
      'cache-control': 'no-cache',
    });
  });
}
