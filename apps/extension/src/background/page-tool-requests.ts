import { browser } from 'wxt/browser';
import type { PageTool } from '../messaging/page-tool-messages.ts';
import { looksLikePdf } from '../pdf-reader/reader-url.ts';
import { runPageTool } from './page-tools.ts';

/** The popup's or the panel's page tool, on the tab they name or the active tab of their window. */
export async function pageToolFor(tool: PageTool, windowId: number, tabId: number | undefined, fromPopup: boolean): Promise<{ ok: boolean }> {
  const tab = tabId === undefined ? (await browser.tabs.query({ active: true, windowId }))[0] : await browser.tabs.get(tabId).catch(() => undefined);
  if (!tab || tab.windowId !== windowId) return { ok: false };
  // The popup opening is the user acting on the tab: Chrome grants activeTab for it.
  runPageTool(tool, tab, false, fromPopup);
  return { ok: true };
}

/** Whether the active tab of `windowId` shows a PDF by its address (known where Selecta may see the tab's URL). */
export async function pageToolOffer(windowId: number): Promise<{ pdf: boolean }> {
  const [tab] = await browser.tabs.query({ active: true, windowId });
  return { pdf: looksLikePdf(tab?.url) };
}
