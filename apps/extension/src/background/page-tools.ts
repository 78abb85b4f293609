import { browser, type Browser } from 'wxt/browser';
import { resolveLocale, type Translate, translator } from '../i18n/translate.ts';
import { loadSettings } from '../settings/store.ts';
import type { PageTool } from '../messaging/page-tool-messages.ts';
import { pdfLinkPatterns, readerUrl } from '../pdf-reader/reader-url.ts';
import { areaWork } from './area-text.ts';
import { openPanel, toPanel } from './panel-hub.ts';
import { summaryWork } from './page-summary.ts';

type Tab = Browser.tabs.Tab;

const menuIds = {
  'selecta-page:summarize': 'summarize',
  'selecta-page:area': 'area',
  'selecta-page:pdf-reader': 'pdf-reader',
  'selecta-link:pdf-reader': 'pdf-reader',
} as const satisfies Record<string, PageTool>;

/** Web pages and files: not the browser's own pages, nor ours (the reader has its own selection). */
const pagePatterns = ['http://*/*', 'https://*/*', 'file:///*'];

/** The page's and links' context-menu entries (the selection's are menu-items.ts's). */
export function pageToolMenuItems(t: Translate): Browser.contextMenus.CreateProperties[] {
  return [
    { id: 'selecta-page:summarize', title: t('tools.summarizePage'), contexts: ['page'], documentUrlPatterns: pagePatterns },
    { id: 'selecta-page:area', title: t('tools.selectArea'), contexts: ['page', 'image'], documentUrlPatterns: pagePatterns },
    { id: 'selecta-page:pdf-reader', title: t('tools.openInReader'), contexts: ['page'], documentUrlPatterns: pdfLinkPatterns },
    { id: 'selecta-link:pdf-reader', title: t('tools.openInReader'), contexts: ['link'], targetUrlPatterns: pdfLinkPatterns },
  ];
}

/** Opens `pdfUrl` in Selecta's reader, in a new tab beside `tab`. */
export function openReader(pdfUrl: string, tab?: Pick<Tab, 'id' | 'index'>): Promise<unknown> {
  const url = readerUrl(browser.runtime.getURL('/'), pdfUrl);
  return browser.tabs.create({ url, ...(tab && { index: tab.index + 1, ...(tab.id !== undefined && { openerTabId: tab.id }) }) });
}

/**
 * Runs a page tool on `tab`. `inGesture`: called synchronously inside the user's gesture (a menu click), so the panel
 * is opened here first; otherwise the caller (the popup, the panel) has already opened it in its own click.
 * `granted`: the user acted on the page itself (menu, command, popup), which gives activeTab; the panel does not.
 */
export function runPageTool(tool: PageTool, tab: Tab, inGesture: boolean, granted = inGesture, pdfUrl?: string): void {
  const windowId = tab.windowId;
  if (tool === 'pdf-reader') {
    const url = pdfUrl ?? tab.url;
    if (url) void openReader(url, tab);
    return;
  }
  if (tab.id === undefined || windowId === undefined) return;
  if (inGesture) openPanel(windowId);
  const page = { id: tab.id, title: tab.title, url: tab.url };
  const work = tool === 'summarize' ? summaryWork(page) : areaWork({ ...page, windowId }, granted, (step) => toPanel(windowId, step));
  void work.then(
    (done) => toPanel(windowId, done),
    (error: unknown) => {
      // Never a silent end: the panel says it failed, in the user's language.
      console.warn(`Selecta: ${tool} failed`, error);
      void failedNote(tool).then((note) => toPanel(windowId, { kind: 'status', note }));
    },
  );
}

async function failedNote(tool: PageTool): Promise<string> {
  const settings = await loadSettings();
  const t = translator(resolveLocale(settings.interfaceLanguage, navigator.language));
  return t(tool === 'area' ? 'area.failed' : 'error.unknown');
}

/** A click on one of the page-tool menu entries; false when the entry is not one of them. Synchronous (see above). */
export function onPageToolMenu(info: Browser.contextMenus.OnClickData, tab?: Tab): boolean {
  const tool = menuIds[String(info.menuItemId) as keyof typeof menuIds];
  if (!tool) return false;
  if (tab) runPageTool(tool, tab, true, true, info.linkUrl ?? info.pageUrl);
  return true;
}
