import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../lib/app-env.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { downloadsRoutes } from './downloads.routes.ts';
import { findExtensionZip } from './extension-zip.ts';

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

function appWith(zip: string | undefined, firefoxZip?: string) {
  return new Hono<AppEnv>().route('/downloads', downloadsRoutes((browser) => (browser === 'firefox' ? firefoxZip : zip)));
}

describe('GET /downloads/selecta-extension.zip', () => {
  it('serves the built zip as an attachment', async () => {
    const file = path.join(dir, 'selecta-extension.zip');
    const bytes = Buffer.from('PK\u0003\u0004fake-zip');
    await writeFile(file, bytes);
    const res = await appWith(file).request('/downloads/selecta-extension.zip');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="selecta-extension.zip"');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes);
  });

  it('serves each browser its package: Chromium for Chrome and Edge, its own for Firefox', async () => {
    const chromium = path.join(dir, 'selecta-chrome.zip');
    const firefox = path.join(dir, 'selecta-firefox.zip');
    await writeFile(chromium, 'PK\u0003\u0004chromium');
    await writeFile(firefox, 'PK\u0003\u0004firefox');
    const app = appWith(chromium, firefox);
    for (const [name, body] of [['selecta-chrome.zip', 'chromium'], ['selecta-edge.zip', 'chromium'], ['selecta-firefox.zip', 'firefox']]) {
      const res = await app.request(`/downloads/${name}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${name}"`);
      expect(await res.text()).toContain(body);
    }
    expect((await app.request('/downloads/selecta-safari.zip')).status).toBe(404);
  });

  it('answers JSON 404 extension_not_built when there is no zip', async () => {
    const res = await appWith(undefined).request('/downloads/selecta-extension.zip');
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
