import { fileURLToPath } from 'node:url';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

export const firefoxBuild = fileURLToPath(new URL('../../apps/extension/.output/firefox-mv3', import.meta.url));
export const geckoId = 'selecta@selecta.app';
/** Firefox gives each profile's extension a random internal id; this pref fixes it, so tests know its pages' address. */
const internalId = '3f1c2b7e-5d4a-4e8b-9a61-2c7d9e0f1a23';
export const extensionOrigin = `moz-extension://${internalId}`;

/**
 * Debian's firefox-esr, headless, driven over WebDriver BiDi, with the built extension installed as a temporary
 * add-on. `home`: a HOME of its own (where Firefox looks for per-user managed storage). System access lets the
 * tests open the extension's own pages in a tab, as the Chromium tests do with chrome-extension:// URLs.
 */
export async function launchFirefox(options: { home?: string } = {}): Promise<Browser> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: '/usr/bin/firefox-esr',
    headless: true,
    args: ['--remote-allow-system-access'],
    ...(options.home && { env: { ...process.env, HOME: options.home } }),
    extraPrefsFirefox: { 'extensions.webextensions.uuids': JSON.stringify({ [geckoId]: internalId }) },
  });
  await browser.installExtension(firefoxBuild);
  return browser;
}

interface CoreContext {
  navigate(url: string, wait: 'none'): Promise<unknown>;
}

/**
 * Opens the extension's popup or options page in a new tab. Firefox loads moz-extension:// pages in the extension's
 * process and BiDi reports no load for them, so the tab is told to go there and the test waits for the document.
 */
export async function openExtensionPage(browser: Browser, path: 'popup.html' | 'options.html'): Promise<Page> {
  const page = await browser.newPage();
  const url = `${extensionOrigin}/${path}`;
  await (page.mainFrame() as unknown as { browsingContext: CoreContext }).browsingContext.navigate(url, 'none');
  await page.waitForFunction((expected) => location.href === expected && document.readyState === 'complete', { timeout: 15_000 }, url);
  return page;
}

/** Runs `fn` in an extension page, where the `browser` extension API is (storage, for setting a test's state up). */
export function inExtension<A, R>(page: Page, fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
  return page.evaluate(fn as (arg: unknown) => R, arg) as Promise<R>;
}
