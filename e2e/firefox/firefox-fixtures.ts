import { test as base } from '@playwright/test';
import type { Browser, Page } from 'puppeteer-core';
import { uniqueEmail } from '../support/fixtures.ts';
import { authHeaders, testPassword } from '../support/session.ts';
import { type WorkerFixtures, workerFixtures } from '../extension/worker-fixtures.ts';
import { launchFirefox, openExtensionPage } from './firefox-browser.ts';

export { reply } from '../extension/worker-fixtures.ts';

interface FirefoxWorkerFixtures extends WorkerFixtures {
  /** One Firefox per worker (it takes seconds to start); each test resets the extension's state in it. */
  firefox: Browser;
}

interface FirefoxTestFixtures {
  interfaceLanguage: 'en' | 'es';
  /** The worker's Firefox, the extension signed out, its settings fresh and pointed at the worker's server. */
  ff: Browser;
  /** Signs up a new user through the real API and signs it in from the popup (opened in a tab). */
  signIn: () => Promise<{ email: string }>;
}

type WebExtensionGlobal = {
  browser: {
    runtime: { sendMessage(message: unknown): Promise<unknown> };
    storage: { local: { clear(): Promise<void>; set(items: Record<string, unknown>): Promise<void> }; session: { clear(): Promise<void> } };
  };
};

export const test = base.extend<FirefoxTestFixtures, FirefoxWorkerFixtures>({
  ...workerFixtures,
  firefox: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter
    async ({}, use) => {
      const browser = await launchFirefox();
      await use(browser);
      await browser.close();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  interfaceLanguage: ['en', { option: true }],
  ff: async ({ firefox, server, interfaceLanguage }, use) => {
    const setup = await openExtensionPage(firefox, 'options.html');
    await setup.evaluate(
      async (serverUrl, language) => {
        const { browser } = globalThis as unknown as WebExtensionGlobal;
        await browser.runtime.sendMessage({ type: 'sign-out' });
        await Promise.all([browser.storage.local.clear(), browser.storage.session.clear()]);
        // The history of answers (decision 042) lives in the extension's IndexedDB.
        await new Promise((resolve) => {
          const deleting = indexedDB.deleteDatabase('selecta-history');
          deleting.onsuccess = deleting.onerror = deleting.onblocked = resolve;
        });
        await browser.storage.local.set({
          settings: { version: 2, toolbarEnabled: true, disabledSites: [], prompts: [], translateLanguage: 'es', interfaceLanguage: language, serverUrl, lastAction: 'tldr' },
        });
      },
      server.url,
      interfaceLanguage,
    );
    await setup.close();
    const before = new Set(await firefox.pages());
    await use(firefox);
    // Every tab the test opened is closed, extension pages included: BiDi reports no load for moz-extension:// pages,
    // so their `url()` can still read about:blank, and a side panel left open would take the next test's work.
    for (const page of await firefox.pages()) if (!before.has(page)) await page.close();
  },
  signIn: async ({ ff, server }, use) => {
    await use(async () => {
      const email = uniqueEmail('ff');
      const signUp = await fetch(`${server.url}/auth/v1/signup`, {
        method: 'POST',
        headers: { ...authHeaders, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: testPassword, data: {} }),
      });
      if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status}`);
      const popup = await openExtensionPage(ff, 'popup.html');
      await submitPopupSignIn(popup, email);
      await popup.waitForFunction((expected) => document.querySelector('[data-testid=account-email]')?.textContent === expected, { timeout: 15_000 }, email);
      await popup.close();
      return { email };
    });
  },
});

export { expect } from '@playwright/test';

/**
 * Types the address and the test password into the popup's sign-in form and submits it. The popup renders its form
 * after reading the extension's settings, which a busy machine can leave for after the page's load: waited for.
 */
export async function submitPopupSignIn(popup: Page, email: string): Promise<void> {
  await popup.waitForSelector('input[type=email]');
  await popup.type('input[type=email]', email);
  await popup.type('input[type=password]', testPassword);
  await popup.click('button[type=submit]');
}

/** A page of the worker's fixture site in a new tab. */
export async function openSitePage(browser: Browser, url: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(url);
  return page;
}

/** Selects a text field's whole content with the keyboard (the toolbar reacts to the Shift keyup). */
export async function selectAllIn(page: Page, selector: string): Promise<void> {
  await page.focus(selector);
  await page.keyboard.down('Control');
  await page.keyboard.press('a');
  await page.keyboard.up('Control');
  await page.keyboard.down('Shift');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.up('Shift');
}
