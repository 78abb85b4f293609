import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Browser } from 'wxt/browser';
import { translator } from '../i18n/translate.ts';
import { resetPanels } from './panel-hub.ts';
import { onPageToolMenu, pageToolMenuItems } from './page-tools.ts';

vi.hoisted(() => Object.assign(globalThis, { __SELECTA_SERVER_URL__: 'http://localhost:3000' }));

const tab = { id: 7, index: 2, windowId: 4, title: 'A page', url: 'https://example.com/a' } as Browser.tabs.Tab;
const click = (menuItemId: string, more: Partial<Browser.contextMenus.OnClickData> = {}) =>
  ({ menuItemId, editable: false, pageUrl: tab.url, ...more }) as Browser.contextMenus.OnClickData;

let opened: number[];
beforeEach(() => {
  vi.restoreAllMocks();
  fakeBrowser.reset();
  resetPanels();
  opened = [];
  Object.assign(fakeBrowser, { sidePanel: { open: vi.fn(async ({ windowId }: { windowId: number }) => void opened.push(windowId)) } });
  // The page tools' own work (injection, capture) is not this test's: the browser refuses it.
  Object.assign(fakeBrowser, { scripting: { executeScript: vi.fn(async () => Promise.reject(new Error('not here'))) } });
  vi.spyOn(fakeBrowser.tabs, 'sendMessage').mockRejectedValue(new Error('no content script'));
});

describe('the page tools in the context menu', () => {
  it('offers them in the user’s language, on web pages and files only, the reader on PDFs and links to PDFs', () => {
    const items = pageToolMenuItems(translator('es'));
    expect(items.map((i) => [i.id, i.title, i.contexts])).toEqual([
      ['selecta-page:summarize', 'Resumir esta página', ['page']],
      ['selecta-page:area', 'Seleccionar una zona', ['page', 'image']],
      ['selecta-page:pdf-reader', 'Abrir en el lector de PDF de Selecta', ['page']],
      ['selecta-link:pdf-reader', 'Abrir en el lector de PDF de Selecta', ['link']],
    ]);
    expect(items[0]?.documentUrlPatterns).toEqual(['http://*/*', 'https://*/*', 'file:///*']);
    expect(items[3]?.targetUrlPatterns).toContain('*://*/*.pdf');
  });

  it('opens the side panel inside the click, before anything is awaited, for Summarize and Select an area', () => {
    expect(onPageToolMenu(click('selecta-page:summarize'), tab)).toBe(true);
    expect(opened).toEqual([4]);
    expect(onPageToolMenu(click('selecta-page:area'), tab)).toBe(true);
    expect(opened).toEqual([4, 4]);
  });

  it('opens a linked PDF in the reader beside the tab, and leaves other entries to the selection menu', async () => {
    const create = vi.spyOn(fakeBrowser.tabs, 'create');
    expect(onPageToolMenu(click('selecta-link:pdf-reader', { linkUrl: 'https://example.com/files/report.pdf?v=2' }), tab)).toBe(true);
    await vi.waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]?.[0]).toMatchObject({
      url: `${fakeBrowser.runtime.getURL('/pdf-reader.html')}?file=${encodeURIComponent('https://example.com/files/report.pdf?v=2')}`,
      index: 3,
      openerTabId: 7,
    });
    expect(opened).toEqual([]);
    expect(onPageToolMenu(click('selecta:tldr'), tab)).toBe(false);
  });
});
