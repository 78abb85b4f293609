import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Browser } from 'wxt/browser';
import { noteContentScript } from './live-frames.ts';
import { onCommand, onMenuClicked } from './menus.ts';
import { handlePanelPort, resetPanels } from './panel-hub.ts';

vi.hoisted(() => Object.assign(globalThis, { __SELECTA_SERVER_URL__: 'http://localhost:3000' }));

let opened: number[];
let sent: { tabId: number; message: { type: string } }[];
beforeEach(() => {
  fakeBrowser.reset();
  resetPanels();
  opened = [];
  sent = [];
  Object.assign(fakeBrowser, { sidePanel: { open: vi.fn(async ({ windowId }: { windowId: number }) => void opened.push(windowId)) } });
  fakeBrowser.tabs.sendMessage = vi.fn(async (tabId: number, message: { type: string }) => {
    sent.push({ tabId, message });
    if (message.type === 'panel-capture') return { captured: { text: 'Hello', selectionId: '9b2f7c1e-0d4a-4c8e-9f6b-2a1d3e4f5a6b', title: 'Old', url: 'https://old.example.com/' } };
    return { ok: true };
  }) as never;
});

const tab = (url: string, id = 5): Browser.tabs.Tab => ({ id, windowId: 2, url, title: 'A page', index: 0, pinned: false, highlighted: true, active: true, incognito: false }) as Browser.tabs.Tab;
const click = (over: Partial<Browser.contextMenus.OnClickData>): Browser.contextMenus.OnClickData => ({ menuItemId: 'selecta:tldr', editable: false, ...over }) as Browser.contextMenus.OnClickData;

/** The panel of window 2, connected: what it has received so far, then and later. */
function connectPanel(): () => unknown[] {
  const posted: unknown[] = [];
  const listeners: ((m: unknown) => void)[] = [];
  handlePanelPort({ postMessage: (m: unknown) => posted.push(m), onMessage: { addListener: (fn: (m: unknown) => void) => listeners.push(fn) }, onDisconnect: { addListener: () => undefined } } as never);
  listeners.forEach((fn) => fn({ type: 'ready', windowId: 2 }));
  return () => posted.map((m) => (m as { work: unknown }).work);
}
const panelWork = () => connectPanel()();

describe('a menu click or shortcut where the card cannot answer', () => {
  it('on a PDF, opens the panel within the click and runs the menu’s own copy of the selection there', () => {
    onMenuClicked(click({ selectionText: 'Revenue grew 12%', pageUrl: 'https://example.com/q3.pdf', frameId: 1 }), tab('https://example.com/q3.pdf'));
    expect(opened).toEqual([2]);
    expect(panelWork()).toEqual([{ kind: 'run', text: 'Revenue grew 12%', action: 'tldr', source: { title: 'A page', url: 'https://example.com/q3.pdf' } }]);
    expect(sent).toEqual([]);
  });

  it('on a chrome:// page with a shortcut, opens the panel and says why there is no text', () => {
    onCommand('run-last-action', tab('chrome://settings/'));
    expect(opened).toEqual([2]);
    expect(panelWork()).toEqual([{ kind: 'explain', reason: 'restricted-page', source: { title: 'A page', url: 'chrome://settings/' } }]);
  });

  it('where the frame’s content script has spoken, leaves it to the card and opens no panel', async () => {
    noteContentScript({ tab: tab('https://mail.example.com/'), frameId: 0 } as never, true);
    onMenuClicked(click({ selectionText: 'Hello', pageUrl: 'https://mail.example.com/', frameId: 0 }), tab('https://mail.example.com/'));
    expect(opened).toEqual([]);
    await vi.waitFor(() => expect(sent).toEqual([{ tabId: 5, message: { type: 'run-action', action: 'tldr', keyboard: false } }]));
  });

  it('where no content script has spoken (a tab older than the extension), opens the panel at once, then asks the frame', async () => {
    onMenuClicked(click({ selectionText: 'Hello', pageUrl: 'https://old.example.com/', frameId: 0 }), tab('https://old.example.com/', 9));
    expect(opened).toEqual([2]);
    await vi.waitFor(() => expect(sent[0]).toEqual({ tabId: 9, message: { type: 'panel-capture' } }));
    // The frame's selection comes with its handle: Insert and Replace in the panel write back there.
    const received = connectPanel();
    await vi.waitFor(() =>
      expect(received()).toEqual([
        { kind: 'run', text: 'Hello', action: 'tldr', source: { title: 'Old', url: 'https://old.example.com/', tabId: 9, frameId: 0, selectionId: '9b2f7c1e-0d4a-4c8e-9f6b-2a1d3e4f5a6b' } },
      ]),
    );
  });

  it('ignores an entry that is not ours', () => {
    onMenuClicked(click({ menuItemId: 'other:thing', selectionText: 'x', pageUrl: 'https://example.com/a.pdf' }), tab('https://example.com/a.pdf'));
    expect(opened).toEqual([]);
  });
});
