import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../env.ts';
import type { AppEnv } from '../app-env.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { downloadsRoutes } from './downloads.routes.ts';
import { findExtensionZip } from '../../releases/extension-zip.ts';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = await mkdtemp(path.join(tmpdir(), 'selecta-downloads-'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

/** The routes over a folder of packages (EXTENSION_PACKAGES_DIR), as a server pointed at it serves them. */
async function appWith(files: Record<string, string>) {
  const folder = await mkdtemp(path.join(dir, 'packages-'));
  for (const [name, body] of Object.entries(files)) await writeFile(path.join(folder, name), body);
  const env = parseEnv({ NODE_ENV: 'test', EXTENSION_PACKAGES_DIR: folder });
  return new Hono<AppEnv>().route('/downloads', downloadsRoutes({ env }));
}

describe('GET /downloads/selecta-extension.zip', () => {
  it('serves the built zip as an attachment', async () => {
    const res = await (await appWith({ 'selecta-chrome.zip': 'PK\u0003\u0004fake-zip' })).request('/downloads/selecta-extension.zip');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="selecta-extension.zip"');
    expect(await res.text()).toBe('PK\u0003\u0004fake-zip');
  });

  it('serves each browser its package: Chromium for Chrome and Edge, its own for Firefox', async () => {
    const app = await appWith({ 'selecta-chrome.zip': 'PK\u0003\u0004chromium', 'selecta-firefox.zip': 'PK\u0003\u0004firefox' });
    for (const [name, body] of [['selecta-chrome.zip', 'chromium'], ['selecta-edge.zip', 'chromium'], ['selecta-firefox.zip', 'firefox']]) {
      const res = await app.request(`/downloads/${name}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${name}"`);
      expect(await res.text()).toContain(body);
    }
    expect((await app.request('/downloads/selecta-safari.zip')).status).toBe(404);
  });

  it('answers JSON 404 extension_not_built when there is no zip', async () => {
    const res = await (await appWith({})).request('/downloads/selecta-extension.zip');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'extension_not_built', message: expect.stringContaining('npm run build') });
  });

  it('is mounted in the app before the website (never the HTML page)', async () => {
    const res = await t.app.request('/downloads/selecta-extension.zip');
    if (findExtensionZip()) expect(res.headers.get('content-type')).toBe('application/zip');
    else expect(await res.json()).toMatchObject({ code: 'extension_not_built' });
  });

  it('finds no zip from a folder outside the repo', () => {
    expect(findExtensionZip('chrome', dir)).toBeUndefined();
    expect(findExtensionZip('firefox', dir)).toBeUndefined();
  });
});
