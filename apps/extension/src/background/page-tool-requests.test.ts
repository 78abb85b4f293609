import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Browser } from 'wxt/browser';
import { handleMessage } from './handlers.ts';

vi.hoisted(() => Object.assign(globalThis, { __SELECTA_SERVER_URL__: 'http://localhost:3000' }));

const contentScript: Browser.runtime.MessageSender = { id: fakeBrowser.runtime.id, url: 'https://mail.example/inbox', tab: { id: 3, windowId: 1 } as Browser.tabs.Tab, frameId: 0 };
const panel: Browser.runtime.MessageSender = { id: fakeBrowser.runtime.id, url: fakeBrowser.runtime.getURL('/sidepanel.html') };

beforeEach(() => {
  vi.restoreAllMocks();
  fakeBrowser.reset();
});

describe('the page tools’ requests', () => {
  it('refuses them from a web page’s content script (only the popup and the panel may ask)', async () => {
    const create = vi.spyOn(fakeBrowser.tabs, 'create');
    for (const request of [
      { type: 'page-tool', tool: 'pdf-reader', windowId: 1, tabId: 3 },
      { type: 'page-tool', tool: 'summarize', windowId: 1 },
      { type: 'page-tool-offer', windowId: 1 },
    ]) {
      expect(await handleMessage(request, contentScript)).toMatchObject({ ok: false, code: 'forbidden' });
    }
    expect(create).not.toHaveBeenCalled();
  });

  it('refuses malformed ones', async () => {
    for (const request of [
      { type: 'page-tool', tool: 'format-disk', windowId: 1 },
      { type: 'page-tool', tool: 'area', windowId: 'one' },
      { type: 'page-tool', tool: 'area', windowId: 1, tabId: -2 },
      { type: 'page-tool-offer' },
    ]) {
      expect(await handleMessage(request, panel)).toMatchObject({ ok: false, code: 'invalid_message' });
    }
  });

  it('opens a PDF in the reader beside its tab, and only for a tab of the asking window', async () => {
    const pdf = await fakeBrowser.tabs.create({ url: 'https://example.com/paper.pdf', active: true });
    expect(await handleMessage({ type: 'page-tool-offer', windowId: pdf.windowId! }, panel)).toEqual({ pdf: true });
    const create = vi.spyOn(fakeBrowser.tabs, 'create');
    expect(await handleMessage({ type: 'page-tool', tool: 'pdf-reader', windowId: pdf.windowId! + 1, tabId: pdf.id! }, panel)).toEqual({ ok: false });
    expect(create).not.toHaveBeenCalled();
    expect(await handleMessage({ type: 'page-tool', tool: 'pdf-reader', windowId: pdf.windowId!, tabId: pdf.id! }, panel)).toEqual({ ok: true });
    const opened = create.mock.calls[0]?.[0];
    expect(opened?.url).toBe(`${fakeBrowser.runtime.getURL('/pdf-reader.html')}?file=${encodeURIComponent('https://example.com/paper.pdf')}`);
    expect(opened?.index).toBe(pdf.index + 1);
  });
});
