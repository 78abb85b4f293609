import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, chromium, test as base, type Worker } from '@playwright/test';
import { authHeaders, testPassword } from '../support/session.ts';
import { uniqueEmail } from '../support/fixtures.ts';
import type { ChromeStorage } from './stored-settings.ts';
import { type WorkerFixtures, workerFixtures } from './worker-fixtures.ts';

export { reply } from './worker-fixtures.ts';

export const extensionDir = fileURLToPath(new URL('../../apps/extension/.output/chrome-mv3', import.meta.url));

/** A user signed in through the extension's popup, with the session the API gave it (for direct API calls). */
export interface SignedInUser {
  email: string;
  accessToken: string;
}

interface TestFixtures {
  /** The browser's preferred language, e.g. 'es-ES'; unset: the runner's default (en-US). */
  browserLanguage: string | undefined;
  /** The interface language stored in the extension's settings before the test starts. */
  interfaceLanguage: 'en' | 'es' | 'auto';
  /**
   * The policy this browser read when it last ran Selecta (`keptPolicy` in storage.local): `{}`, none, as for anyone who
   * has used it before, so the first toolbar does not wait seconds for Chrome's policy service (managed-policy.ts).
   * `null`: a browser where Selecta has just been installed, which waits for it (the policy spec).
   */
  keptPolicy: Record<string, unknown> | null;
  /** The unpacked build the browser loads; the policy spec loads a copy with an id of its own. */
  extensionPath: string;
  /** Also open a DevTools port (the side panel specs drive the real panel over it: panel-helpers.ts). */
  remoteDebugging: boolean;
  /** The profile folder of this test's browser. */
  userDir: string;
  /** A fresh browser profile with the extension, per test: no test sees another's sign-in or settings. */
  extContext: BrowserContext;
  worker: Worker;
  extensionId: string;
  /** Signs up a new user through the real API and signs it in from the popup. */
  signIn: () => Promise<SignedInUser>;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  ...workerFixtures,
  browserLanguage: [undefined, { option: true }],
  interfaceLanguage: ['en', { option: true }],
  keptPolicy: [{}, { option: true }],
  extensionPath: [extensionDir, { option: true }],
  remoteDebugging: [false, { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter
  userDir: async ({}, use) => {
    const userDir = mkdtempSync(path.join(tmpdir(), 'selecta-ext-'));
    await use(userDir);
    rmSync(userDir, { recursive: true, force: true });
  },
  extContext: [
    async ({ browserLanguage, double, extensionPath, remoteDebugging, userDir }, use) => {
      const context = await chromium.launchPersistentContext(userDir, {
        executablePath: '/usr/bin/chromium',
        headless: true,
        // What `navigator.language` says in pages and in the service worker (headless Chromium ignores --lang).
        ...(browserLanguage ? { locale: browserLanguage } : {}),
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-dev-shm-usage',
          '--no-first-run',
          ...(remoteDebugging ? ['--remote-debugging-port=0'] : []),
          `--disable-extensions-except=${extensionPath}`,
          `--load-extension=${extensionPath}`,
        ],
      });
      const answer = { ...double.options };
      await use(context);
      // A test may make the shared provider double fail; the next test gets it answering again.
      Object.assign(double.options, answer, { failWith: answer.failWith });
      await context.close();
    },
    { timeout: 60_000 },
  ],
  // Automatic: every test's extension talks to this worker's server, whether or not the test names the worker.
  worker: [
    async ({ extContext: context, server, interfaceLanguage, keptPolicy }, use) => {
      const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
      // Point the extension at this test server (the options page's server URL, stored the same way).
      await worker.evaluate(
        async ([serverUrl, language, kept]) => {
          const { chrome } = globalThis as unknown as { chrome: ChromeStorage };
          await chrome.storage.local.set({
            settings: { version: 2, toolbarEnabled: true, disabledSites: [], prompts: [], translateLanguage: 'es', interfaceLanguage: language, serverUrl, lastAction: 'tldr' },
            ...(kept && { keptPolicy: kept }),
          });
        },
        [server.url, interfaceLanguage, keptPolicy] as const,
      );
      await use(worker);
    },
    { auto: true },
  ],
  extensionId: async ({ worker }, use) => use(new URL(worker.url()).host),
  signIn: async ({ extContext, extensionId, server, playwright }, use) => {
    await use(async () => {
      const email = uniqueEmail('ext');
      const api = await playwright.request.newContext({ baseURL: server.url });
      const signUp = await api.post('/auth/v1/signup', { headers: authHeaders, data: { email, password: testPassword, data: {} } });
      if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()}`);
      const { access_token: accessToken } = (await signUp.json()) as { access_token: string };
      await api.dispose();
      const popup = await extContext.newPage();
      await popup.goto(`chrome-extension://${extensionId}/popup.html`);
      // By input type, so the same steps work whatever the popup's language.
      await popup.locator('input[type=email]').fill(email);
      await popup.locator('input[type=password]').fill(testPassword);
      await popup.locator('button[type=submit]').click();
      await popup.getByTestId('account-email').filter({ hasText: email }).waitFor();
      await popup.close();
      return { email, accessToken };
    });
  },
});

export { expect } from '@playwright/test';
