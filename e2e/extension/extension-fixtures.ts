import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, chromium, test as base, type Worker } from '@playwright/test';
import { type StreamingDouble, startOpenAiDouble } from '@selecta/test-doubles/openai-server';
import { type RunningServer, startServer } from '../support/start-server.ts';

export const extensionDir = fileURLToPath(new URL('../../apps/extension/.output/chrome-mv3', import.meta.url));
export const reply = 'Selecta streamed this answer.';

/** The bit of the `chrome` global the service worker's `evaluate` uses (e2e has no chrome types). */
interface ChromeStorage {
  storage: { local: { get(key: string): Promise<Record<string, unknown>>; set(items: Record<string, unknown>): Promise<void> } };
}

interface Fixtures {
  double: StreamingDouble;
  server: RunningServer;
  /** A local http server for the pages the tests select text on: `pages.url('/form')`. */
  site: { url: string; html: Map<string, string> };
  extContext: BrowserContext;
  worker: Worker;
  extensionId: string;
}

export const test = base.extend<object, Fixtures>({
  double: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter
    async ({}, use) => {
      const double = await startOpenAiDouble({ reply, firstTokenDelayMs: 0, chunkDelayMs: 0 });
      await use(double);
      await double.close();
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ double }, use) => {
      const server = await startServer({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: `${double.url}/v1` });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  site: [
    // eslint-disable-next-line no-empty-pattern -- see above
    async ({}, use) => {
      const html = new Map<string, string>();
      const http: Server = createServer((req, res) => {
        res.writeHead(html.has(req.url ?? '') ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
        res.end(html.get(req.url ?? '') ?? 'not found');
      });
      await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
      const address = http.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      await use({ url: `http://localhost:${port}`, html });
      // The browser keeps connections alive; close them so the worker's teardown does not wait for them.
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
    },
    { scope: 'worker' },
  ],
  extContext: [
    async ({ server }, use) => {
      const userDir = mkdtempSync(path.join(tmpdir(), 'selecta-ext-'));
      const context = await chromium.launchPersistentContext(userDir, {
        executablePath: '/usr/bin/chromium',
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-dev-shm-usage',
          '--no-first-run',
          `--disable-extensions-except=${extensionDir}`,
          `--load-extension=${extensionDir}`,
        ],
      });
      await use(context);
      await context.close();
      rmSync(userDir, { recursive: true, force: true });
      void server;
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  worker: [
    async ({ extContext: context, server }, use) => {
      const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
      // Point the extension at this test server (the options page's server URL, stored the same way).
      await worker.evaluate(async (serverUrl) => {
        const { chrome } = globalThis as unknown as { chrome: ChromeStorage };
        const { settings } = (await chrome.storage.local.get('settings')) as { settings?: Record<string, unknown> };
        const base = settings ?? {
          version: 2,
          toolbarEnabled: true,
          disabledSites: [],
          prompts: [],
          translateLanguage: 'es',
          interfaceLanguage: 'en',
          lastAction: 'tldr',
        };
        await chrome.storage.local.set({ settings: { ...base, serverUrl } });
      }, server.url);
      await use(worker);
    },
    { scope: 'worker' },
  ],
  extensionId: [async ({ worker }, use) => use(new URL(worker.url()).host), { scope: 'worker' }],
});

export { expect } from '@playwright/test';
