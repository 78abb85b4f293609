import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Browser } from 'wxt/browser';
import type { PanelWork } from '../messaging/panel-messages.ts';
import { handleMessage } from './handlers.ts';
import { handlePanelPort, openPanel, resetPanels, toPanel } from './panel-hub.ts';

vi.hoisted(() => Object.assign(globalThis, { __SELECTA_SERVER_URL__: 'http://localhost:3000' }));

type Sender = Browser.runtime.MessageSender;
const page = (tabId: number, frameId: number, windowId = 4): Sender => ({ id: fakeBrowser.runtime.id, tab: { id: tabId, windowId } as Browser.tabs.Tab, frameId });
const run: PanelWork = { kind: 'run', text: 'Selected text', action: 'tldr', source: { title: 'A page', url: 'https://example.com/a' } };

/** A panel's port, as the background sees it: what it posts, and the listeners the hub registers. */
function fakePort() {
  const posted: unknown[] = [];
  const listeners: ((message: unknown) => void)[] = [];
  const disconnects: (() => void)[] = [];
  const port = {
    name: 'selecta-panel',
    postMessage: (message: unknown) => posted.push(message),
    onMessage: { addListener: (fn: (message: unknown) => void) => listeners.push(fn) },
    onDisconnect: { addListener: (fn: () => void) => disconnects.push(fn) },
  } as unknown as Browser.runtime.Port;
  return { port, posted, say: (message: unknown) => listeners.forEach((fn) => fn(message)), close: () => disconnects.forEach((fn) => fn()) };
}

let opened: number[];
beforeEach(() => {
  fakeBrowser.reset();
  resetPanels();
  opened = [];
  Object.assign(fakeBrowser, { sidePanel: { open: vi.fn(async ({ windowId }: { windowId: number }) => void opened.push(windowId)) } });
});

describe('the side panel hub', () => {
  it('opens the panel synchronously, before anything is awaited (the user gesture would be lost)', () => {
    openPanel(4, run);
    // No await yet: the browser's open() has been called within this very turn.
    expect(opened).toEqual([4]);
  });

  it('keeps the work until the panel says it is ready, then delivers it once', () => {
    openPanel(4, run);
    const panel = fakePort();
    handlePanelPort(panel.port);
    expect(panel.posted).toEqual([]);
    panel.say({ type: 'ready', windowId: 4 });
    expect(panel.posted).toEqual([{ type: 'work', work: run }]);
    panel.say({ type: 'ready', windowId: 4 });
    expect(panel.posted).toHaveLength(1);
  });

  it('delivers at once to an open panel, only to its own window’s, and queues again once it closes', () => {
    const panel = fakePort();
    handlePanelPort(panel.port);
    panel.say({ type: 'ready', windowId: 4 });
    toPanel(4, run);
    toPanel(5, run);
    expect(panel.posted).toEqual([{ type: 'work', work: run }]);
    panel.close();
    toPanel(4, run);
    expect(panel.posted).toHaveLength(1);
    const again = fakePort();
    handlePanelPort(again.port);
    again.say({ type: 'ready', windowId: 4 });
    expect(again.posted).toEqual([{ type: 'work', work: run }]);
  });

  it('ignores a malformed ready message', () => {
    toPanel(4, run);
    const panel = fakePort();
    handlePanelPort(panel.port);
    for (const bad of [null, 'ready', { type: 'ready' }, { type: 'ready', windowId: '4' }, { type: 'work', work: run }]) panel.say(bad);
    expect(panel.posted).toEqual([]);
  });

  it('keeps only the newest few pieces of work for a closed panel', () => {
    for (let i = 0; i < 8; i++) toPanel(4, { kind: 'status', note: `step ${i}` });
    const panel = fakePort();
    handlePanelPort(panel.port);
    panel.say({ type: 'ready', windowId: 4 });
    expect(panel.posted.map((m) => (m as { work: { note: string } }).work.note)).toEqual(['step 3', 'step 4', 'step 5', 'step 6', 'step 7']);
  });
});

describe('a content script asking for the panel', () => {
  it('opens its own window’s panel within the message’s turn, naming its own tab and frame as the source', async () => {
    const answer = handleMessage({ type: 'open-panel', work: { ...run, source: { ...run.source, tabId: 99, frameId: 42 } } }, page(7, 3));
    expect(opened).toEqual([4]);
    expect(await answer).toEqual({ ok: true, opened: true });
    const panel = fakePort();
    handlePanelPort(panel.port);
    panel.say({ type: 'ready', windowId: 4 });
    expect(panel.posted).toEqual([{ type: 'work', work: { ...run, source: { ...run.source, tabId: 7, frameId: 3 } } }]);
  });

  it('says when the browser would not open the panel (Firefox, from a content script), and keeps the work for it', async () => {
    Object.assign(fakeBrowser, { sidePanel: undefined, sidebarAction: { open: vi.fn(async () => Promise.reject(new Error('sidebarAction.open may only be called from a user input handler'))) } });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await handleMessage({ type: 'open-panel', work: run }, page(7, 0))).toEqual({ ok: true, opened: false });
    const panel = fakePort();
    handlePanelPort(panel.port);
    panel.say({ type: 'ready', windowId: 4 });
    expect(panel.posted).toHaveLength(1);
  });

  it('may not reopen the history or hand work over for another window', async () => {
    expect(await handleMessage({ type: 'open-panel', work: { kind: 'history', id: crypto.randomUUID() } }, page(7, 0))).toEqual({ ok: false });
    expect(await handleMessage({ type: 'panel-work', windowId: 4, work: run }, page(7, 0))).toMatchObject({ ok: false, code: 'forbidden' });
    // Nor write into whatever editor the user last typed in: only the panel may.
    expect(await handleMessage({ type: 'panel-insert', windowId: 4, text: 'x' }, page(7, 0))).toMatchObject({ ok: false, code: 'forbidden' });
    expect(opened).toEqual([]);
  });

  it.each([
    ['no work', {}],
    ['an unknown kind', { work: { kind: 'shout', text: 'x' } }],
    ['empty text', { work: { ...run, text: '' } }],
    ['a source without a URL', { work: { ...run, source: { title: 'x' } } }],
    ['an unknown reason', { work: { kind: 'explain', reason: 'because' } }],
    ['a negative tab', { work: { ...run, source: { ...run.source, tabId: -1 } } }],
  ])('refuses %s', async (_name, body) => {
    expect(await handleMessage({ type: 'open-panel', ...body }, page(7, 0))).toMatchObject({ ok: false, code: 'invalid_message' });
    expect(opened).toEqual([]);
  });
});
