import { fileURLToPath } from 'node:url';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

export const firefoxBuild = fileURLToPath(new URL('../../apps/extension/.output/firefox-mv3', import.meta.url));
export const geckoId = 'selecta@selecta.app';
/** Firefox gives each profile's extension a random internal id; this pref fixes it, so tests know its pages' address. */
export const internalId = '3f1c2b7e-5d4a-4e8b-9a61-2c7d9e0f1a23';
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
 * Opens the extension's popup, options page or PDF reader in a new tab. Firefox loads moz-extension:// pages in the extension's
 * process and BiDi reports no load for them, so the tab is told to go there and the test waits for the document.
 */
export async function openExtensionPage(browser: Browser, path: 'popup.html' | 'options.html' | 'sidepanel.html' | `pdf-reader.html?${string}`): Promise<Page> {
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

interface BidiConnection {
  send(method: string, params: Record<string, unknown>): Promise<{ result: Record<string, unknown> }>;
}

/** Runs `expression` in the browser's own (chrome) window, where `Services` is: needs --remote-allow-system-access. */
async function inChrome(browser: Browser, expression: string): Promise<unknown> {
  const connection = (browser as unknown as { connection: BidiConnection }).connection;
  const tree = (await connection.send('browsingContext.getTree', { 'moz:scope': 'chrome' })).result as { contexts: { context: string }[] };
  const { result } = await connection.send('script.evaluate', { expression, target: { context: tree.contexts[0]!.context }, awaitPromise: false });
  if (result.type !== 'success') throw new Error(`in Firefox's chrome: ${JSON.stringify(result)}`);
  return (result.result as { value?: unknown }).value;
}

/**
 * Firefox's own site isolation (Fission: each site's pages and frames in a content process of their own), or one
 * content process for every site, which puppeteer's launch sets (`fission.webContentIsolationStrategy` 0, for mouse
 * input that once did not reach out-of-process frames). Applies to the pages loaded after it.
 */
export async function isolateSites(browser: Browser, isolate: boolean): Promise<void> {
  await inChrome(browser, `Services.prefs.setIntPref('fission.webContentIsolationStrategy', ${isolate ? 1 : 0})`);
}

/** The content process (its OS pid) of every document of every tab, by address. */
export async function contentProcesses(browser: Browser): Promise<Map<string, number>> {
  const pairs = await inChrome(
    browser,
    `JSON.stringify([...Services.wm.getEnumerator('navigator:browser')].flatMap((w) => w.gBrowser.browsers.flatMap((b) => b.browsingContext.getAllBrowsingContextsInSubtree().map((bc) => [bc.currentURI?.spec, bc.currentWindowGlobal?.osPid]))))`,
  );
  return new Map(JSON.parse(String(pairs)) as [string, number][]);
}
