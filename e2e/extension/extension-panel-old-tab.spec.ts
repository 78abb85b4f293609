import { test as base, expect } from '@playwright/test';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { uniqueEmail } from '../support/fixtures.ts';
import { authHeaders, testPassword } from '../support/session.ts';
import { extensionDir } from './extension-fixtures.ts';
import { selectAllIn } from '../firefox/firefox-fixtures.ts';
import { menuClick, panelText, sidePanel } from './panel-helpers.ts';
import { reply, type WorkerFixtures, workerFixtures } from './worker-fixtures.ts';

/**
 * A tab opened BEFORE the extension was installed has no content script until it is reloaded. Chromium is driven by
 * puppeteer here: over a pipe it can install the unpacked extension while the tab is already open (CDP
 * `Extensions.loadUnpacked`), which Playwright's launch cannot. The menu click is dispatched inside a real click's
 * gesture, as in the other panel specs (panel-helpers.ts).
 */
const test = base.extend<{ chrome: Browser }, WorkerFixtures>({
  ...workerFixtures,
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter
  chrome: async ({}, use) => {
    const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, pipe: true, enableExtensions: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'] });
    await use(browser);
    await browser.close();
  },
});

type Chrome = { chrome: { runtime: { onMessage: { addListener(fn: (m: { selectaTest?: string; info?: unknown; tab?: unknown }) => void): void }; sendMessage(m: unknown): Promise<unknown> }; contextMenus: { onClicked: { dispatch(info: unknown, tab: unknown): void } }; storage: { local: { set(items: object): Promise<void> } }; tabs: { query(q: object): Promise<{ id: number; windowId: number; url?: string; title?: string }[]> } } };

async function extensionPage(browser: Browser, id: string, path: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`chrome-extension://${id}/${path}`);
  return page;
}

test('a tab opened before the extension was installed: the menu answers in the panel, Replace writes into its field, and its toolbar works without a reload', async ({ chrome, server, site }) => {
  const message = `Written before the install (${test.info().testId})`;
  site.html.set('/old', `<!doctype html><title>Old tab</title><textarea id="area" cols="60">${message}</textarea>`);
  const page = await chrome.newPage();
  await page.goto(`${site.url}/old`);
  const id = await chrome.installExtension(extensionDir);
  const worker = (await (await chrome.waitForTarget((t) => t.type() === 'service_worker' && t.url().includes(id))).worker())!;
  await worker.evaluate(async (serverUrl) => {
    const { chrome: api } = globalThis as unknown as Chrome;
    await api.storage.local.set({ settings: { version: 2, toolbarEnabled: true, disabledSites: [], prompts: [], translateLanguage: 'es', interfaceLanguage: 'en', serverUrl, lastAction: 'tldr' } });
    api.runtime.onMessage.addListener((m) => {
      if (m.selectaTest === 'menu') api.contextMenus.onClicked.dispatch(m.info, m.tab);
    });
  }, server.url);

  const email = uniqueEmail('old-tab');
  const signUp = await fetch(`${server.url}/auth/v1/signup`, { method: 'POST', headers: { ...authHeaders, 'content-type': 'application/json' }, body: JSON.stringify({ email, password: testPassword, data: {} }) });
  expect(signUp.ok).toBe(true);
  const popup = await extensionPage(chrome, id, 'popup.html');
  await popup.type('input[type=email]', email);
  await popup.type('input[type=password]', testPassword);
  await popup.click('button[type=submit]');
  await popup.waitForFunction((expected) => document.querySelector('[data-testid=account-email]')?.textContent === expected, {}, email);
  await popup.close();

  // The old tab: nothing of Selecta in it.
  await page.bringToFront();
  await page.focus('#area');
  await page.keyboard.down('Control');
  await page.keyboard.press('a');
  await page.keyboard.up('Control');
  expect(await page.evaluate(() => document.querySelector('selecta-ui'))).toBeNull();
  const tab = await worker.evaluate(async (url) => {
    const found = (await (globalThis as unknown as Chrome).chrome.tabs.query({})).find((t) => t.url === url)!;
    return { id: found.id, windowId: found.windowId, url: found.url ?? '', title: found.title ?? '' };
  }, `${site.url}/old`);

  // Right-click → Selecta → TLDR: dispatched inside a real click's gesture (a button in an extension page).
  const driver = await extensionPage(chrome, id, 'popup.html');
  await driver.evaluate((body) => {
    const button = document.createElement('button');
    button.id = 'gesture';
    button.textContent = 'gesture';
    button.addEventListener('click', () => void (globalThis as unknown as Chrome).chrome.runtime.sendMessage(body).catch(() => undefined));
    document.body.prepend(button);
  }, menuClick(tab, { menuItemId: 'selecta:tldr', selectionText: message, pageUrl: tab.url, frameId: 0 }));
  await driver.click('#gesture');

  const panel = await sidePanel(chrome);
  await expect.poll(() => panelText(panel, '.selecta-card .selecta-output'), { timeout: 15_000 }).toBe(reply);
  expect(await panelText(panel, '.panel-source-title')).toBe('From Old tab');
  await panel.click('.selecta-replace');
  await expect.poll(() => page.$eval('#area', (el) => (el as HTMLTextAreaElement).value)).toBe(reply);
  await expect.poll(() => panelText(panel, '.selecta-status')).toBe('Inserted');

  // The content script injected on demand stays: the toolbar appears on the next selection, without a reload.
  await page.bringToFront();
  await selectAllIn(page, '#area');
  await expect.poll(() => page.evaluate(() => document.querySelector('selecta-ui') !== null), { timeout: 10_000 }).toBe(true);
});
