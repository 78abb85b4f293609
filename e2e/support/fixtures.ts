import { test as base, type Browser, type BrowserContextOptions, expect, type Page } from '@playwright/test';
import { printFailureContext } from './failure-context.ts';
import { type RunningServer, startServer } from './start-server.ts';

interface WorkerFixtures {
  /** One real server per worker (embedded database, test checkout); tests isolate by signing up their own users. */
  server: RunningServer;
}

interface TestFixtures {
  /** Console errors and uncaught page errors seen during the test: any of them fails it. */
  consoleErrors: string[];
  /** Prints the page and the server log when the test fails (failure-context.ts). */
  failureContext: void;
  /** Console errors a test expects (e.g. the browser's log line for an API answer 404 the page handles): `test.use({ allowedConsoleErrors: [/…/] })`. */
  allowedConsoleErrors: RegExp[];
}

/**
 * Prerendered pages show their buttons before the app has hydrated them, and a click that early does nothing.
 * React takes over the page once `hydrateRoot` has marked #root (from then on it replays early clicks), so every
 * navigation waits for that mark. Pages without #root (third-party stand-ins, the extension's) pass at once.
 */
async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !root || Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });
}

/** Makes `page.goto` wait for the app to hydrate, as the `page` fixture does; for pages of a test's own contexts. */
export function awaitingApp(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitForApp(page);
    return response;
  };
  return page;
}

/** A page in a new context of its own (another person, a signed-out visitor) whose navigations wait for the app. */
export async function appPageInNewContext(browser: Browser, options: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext(options);
  return awaitingApp(await context.newPage());
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  page: async ({ page }, use) => use(awaitingApp(page)),
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // The browser reports a page served with 404 (the not-found page) as a failed load of the page itself.
        const isDocument404 = message.text().includes('status of 404') && message.location().url === page.url();
        const allowed = allowedConsoleErrors.some((pattern) => pattern.test(`${message.text()} (${message.location().url})`));
        if (!isDocument404 && !allowed) errors.push(`console.error: ${message.text()} (${message.location().url})`);
      });
      await use(errors);
      expect(errors, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
  failureContext: [
    async ({ page, server }, use, testInfo) => {
      await use();
      await printFailureContext(page, testInfo, server.output());
    },
    { auto: true },
  ],
});

export { expect };

/** A fresh address for a user that exists only in this test. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The same fixtures on a server of the file's own configuration (`startServer(env)`), one per worker. */
export function testWithServer(env: Record<string, string>) {
  return test.extend<object, WorkerFixtures>({
    server: [
      // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter
      async ({}, use) => {
        const server = await startServer(env);
        await use(server);
        await server.stop();
      },
      { scope: 'worker', timeout: 180_000 },
    ],
  });
}
