/**
 * The side panel in Chromium, for the tests. Headless Chromium has no context menu to right-click and no keyboard
 * shortcut to press, so a test drives the SAME handlers the browser calls: it clicks a button in an extension page (a
 * real, trusted click: the user gesture), whose message makes the service worker dispatch `contextMenus.onClicked` or
 * `commands.onCommand` with the browser's own event data, within that gesture. Selecta's handler must then open the
 * panel synchronously, as it must for a real click (an `await` first would lose the gesture and fail the test).
 * Playwright does not expose the side panel's document, so the tests reach it over CDP with puppeteer-core.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page, Worker } from '@playwright/test';
import puppeteer, { type Browser as CdpBrowser, type Page as CdpPage } from 'puppeteer-core';

type ChromeEvents = {
  chrome: {
    runtime: { onMessage: { addListener(fn: (message: { selectaTest?: string; [key: string]: unknown }) => void): void } };
    contextMenus: { onClicked: { dispatch(info: unknown, tab: unknown): void } };
    commands: { onCommand: { dispatch(command: string, tab: unknown): void } };
    tabs: { query(query: object): Promise<{ id: number; windowId: number; url?: string; title?: string; active: boolean }[]> };
  };
};

export interface TabInfo {
  id: number;
  windowId: number;
  url: string;
  title: string;
}

/** Lets the worker re-dispatch the browser's events from a test page's click (it must be installed on each new worker). */
export async function installEventDriver(worker: Worker): Promise<void> {
  await worker.evaluate(() => {
    const { chrome } = globalThis as unknown as ChromeEvents;
    chrome.runtime.onMessage.addListener((message) => {
      if (message.selectaTest === 'menu') chrome.contextMenus.onClicked.dispatch(message.info, message.tab);
      if (message.selectaTest === 'command') chrome.commands.onCommand.dispatch(message.command as string, message.tab);
    });
  });
}

/** The tab showing `url` (as the browser would hand it to a menu or command handler). */
export async function tabOf(worker: Worker, url: string): Promise<TabInfo> {
  return worker.evaluate(async (wanted) => {
    const { chrome } = globalThis as unknown as ChromeEvents;
    const tab = (await chrome.tabs.query({})).find((t) => t.url === wanted);
    if (!tab) throw new Error(`no tab at ${wanted}`);
    return { id: tab.id, windowId: tab.windowId, url: tab.url ?? '', title: tab.title ?? '' };
  }, url);
}

/** The active tab of the last focused window. */
export async function activeTab(worker: Worker): Promise<TabInfo> {
  return worker.evaluate(async () => {
    const { chrome } = globalThis as unknown as ChromeEvents;
    const [tab] = await chrome.tabs.query({ active: true, lastFocusedWindow: true });
    if (!tab) throw new Error('no active tab');
    return { id: tab.id, windowId: tab.windowId, url: tab.url ?? '', title: tab.title ?? '' };
  });
}

/** A real click in an extension page whose message makes the worker dispatch the browser's event. */
export async function dispatchWithGesture(context: BrowserContext, extensionId: string, message: object): Promise<void> {
  const driver = await context.newPage();
  await driver.goto(`chrome-extension://${extensionId}/popup.html`);
  await driver.evaluate((body) => {
    const button = document.createElement('button');
    button.id = 'selecta-test-gesture';
    button.textContent = 'gesture';
    button.addEventListener('click', () => void (globalThis as unknown as { chrome: { runtime: { sendMessage(m: unknown): Promise<unknown> } } }).chrome.runtime.sendMessage(body).catch(() => undefined));
    document.body.prepend(button);
  }, message);
  await driver.click('#selecta-test-gesture');
  await driver.close();
}

export const menuClick = (tab: TabInfo, info: Record<string, unknown>) => ({ selectaTest: 'menu', tab: { ...tab, active: true, index: 0, pinned: false, highlighted: true, incognito: false }, info: { editable: false, ...info } });
export const command = (tab: TabInfo, name: string) => ({ selectaTest: 'command', command: name, tab: { ...tab, active: true, index: 0, pinned: false, highlighted: true, incognito: false } });

/** The browser's own side panel document, over CDP (the context must be launched with `remoteDebugging`). */
export async function connectCdp(userDir: string): Promise<CdpBrowser> {
  const [port] = readFileSync(path.join(userDir, 'DevToolsActivePort'), 'utf8').split('\n');
  return puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
}

/** The side panel once it has opened (it only opens inside a user gesture). */
export async function sidePanel(cdp: CdpBrowser, timeout = 15_000): Promise<CdpPage> {
  const target = await cdp.waitForTarget((t) => t.url().endsWith('/sidepanel.html'), { timeout });
  const page = await target.asPage();
  await page.waitForFunction(() => document.querySelector('.panel-work')?.childElementCount, { timeout });
  return page;
}

/** Polls the panel's text under `selector` ('' while absent). */
export const panelText = (panel: CdpPage, selector: string) => panel.evaluate((s) => document.querySelector(s)?.textContent ?? '', selector);

export type { Page };
