import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Browser } from 'wxt/browser';
import { handleMessage } from './handlers.ts';

// The build defines the default server (wxt.config.ts); the handlers' imports read it.
vi.hoisted(() => Object.assign(globalThis, { __SELECTA_SERVER_URL__: 'http://localhost:3000' }));

// Pick mode across frames (decision 031), through the background's one entry point: what each frame may ask,
// and who hears what. The page is hostile: nothing here may let it start a pick, pick, or get the answer elsewhere.
type Sender = Browser.runtime.MessageSender;
const frame = (tabId: number, frameId: number, id = fakeBrowser.runtime.id): Sender => ({ id, tab: { id: tabId } as Browser.tabs.Tab, frameId });
const card = frame(7, 0);
const iframe = frame(7, 3);

let sent: { tabId: number; message: { type: string; [key: string]: unknown }; frameId: number | 'all' }[] = [];
beforeEach(() => {
  fakeBrowser.reset();
  sent = [];
  fakeBrowser.tabs.sendMessage = vi.fn(async (tabId: number, message: never, options?: { frameId?: number }) => {
    sent.push({ tabId, message, frameId: options?.frameId ?? 'all' });
    // The frame's content script reads its editor back with the answer in place.
    return (message as { type: string }).type === 'write-answer' ? { ok: true } : undefined;
  }) as never;
});

const start = async (sender = card) => (await handleMessage({ type: 'pick-start' }, sender)) as { id: string };

describe('pick mode across frames', () => {
  it('puts every frame of the tab in pick mode, and the card hears which frame the user picked in', async () => {
    const { id } = await start();
    expect(sent).toEqual([{ tabId: 7, message: { type: 'pick-enter', id }, frameId: 'all' }]);
    sent = [];
    expect(await handleMessage({ type: 'pick-picked', id, name: 'Reply box' }, iframe)).toEqual({ ok: true });
    expect(sent).toEqual([
      { tabId: 7, message: { type: 'pick-result', id, frameId: 3, name: 'Reply box' }, frameId: 0 },
      { tabId: 7, message: { type: 'pick-leave', id }, frameId: 'all' },
    ]);
    // The answer may now go to that frame, in this tab only.
    sent = [];
    expect(await handleMessage({ type: 'write-in-frame', frameId: 3, text: 'Thanks!' }, card)).toEqual({ ok: true });
    expect(sent).toEqual([{ tabId: 7, message: { type: 'write-answer', text: 'Thanks!' }, frameId: 3 }]);
  });

  it('ends on Escape in any frame: the card hears "cancelled", every frame leaves, a later pick is refused', async () => {
    const { id } = await start();
    sent = [];
    expect(await handleMessage({ type: 'pick-end', id }, iframe)).toEqual({ ok: true });
    expect(sent).toEqual([
      { tabId: 7, message: { type: 'pick-result', id, frameId: null, name: null }, frameId: 0 },
      { tabId: 7, message: { type: 'pick-leave', id }, frameId: 'all' },
    ]);
    expect(await handleMessage({ type: 'pick-picked', id, name: null }, iframe)).toEqual({ ok: false });
  });

  it('ends from the card’s own frame (it picked there) without telling the card again', async () => {
    const { id } = await start();
    sent = [];
    expect(await handleMessage({ type: 'pick-end', id }, card)).toEqual({ ok: true });
    expect(sent).toEqual([{ tabId: 7, message: { type: 'pick-leave', id }, frameId: 'all' }]);
  });

  it('refuses a pick from another tab, with a made-up id, from the card’s own frame, or from outside a tab', async () => {
    const { id } = await start();
    sent = [];
    expect(await handleMessage({ type: 'pick-picked', id, name: null }, frame(8, 3))).toEqual({ ok: false });
    expect(await handleMessage({ type: 'pick-end', id }, frame(8, 0))).toEqual({ ok: false });
    expect(await handleMessage({ type: 'pick-picked', id: crypto.randomUUID(), name: null }, iframe)).toEqual({ ok: false });
    expect(await handleMessage({ type: 'pick-picked', id, name: null }, card)).toEqual({ ok: false });
    expect(await handleMessage({ type: 'pick-picked', id, name: null }, { id: fakeBrowser.runtime.id })).toEqual({ ok: false });
    expect(sent).toEqual([]);
    // The session is still open for the user's own click.
    expect(await handleMessage({ type: 'pick-picked', id, name: null }, iframe)).toEqual({ ok: true });
  });

  it('refuses messages from another extension and malformed ones, and answers nothing to an extension page', async () => {
    const { id } = await start();
    sent = [];
    expect(await handleMessage({ type: 'pick-picked', id, name: null }, frame(7, 3, 'evil-extension'))).toMatchObject({ ok: false, code: 'forbidden' });
    for (const bad of [
      { type: 'pick-picked', id: 'not-a-uuid', name: null },
      { type: 'pick-picked', id },
      { type: 'pick-picked', id, name: 'x'.repeat(41) },
      { type: 'pick-end' },
      { type: 'pick-end', id: 42 },
    ]) {
      expect(await handleMessage(bad, iframe)).toMatchObject({ ok: false, code: 'invalid_message' });
    }
    expect(sent).toEqual([]);
    expect(await handleMessage({ type: 'pick-start' }, { id: fakeBrowser.runtime.id, url: 'chrome-extension://x/options.html' })).toBeNull();
  });

  it('writes only into the frame the user last focused or picked, and only in the sender’s tab', async () => {
    // Nothing focused or picked yet: no frame may be written.
    expect(await handleMessage({ type: 'write-in-frame', frameId: 3, text: 'Thanks!' }, card)).toEqual({ ok: false });
    await handleMessage({ type: 'editor-focused' }, iframe);
    expect(await handleMessage({ type: 'write-in-frame', frameId: 5, text: 'Thanks!' }, card)).toEqual({ ok: false });
    // Another tab's card cannot reach this tab's frame 3, even naming it.
    expect(await handleMessage({ type: 'write-in-frame', frameId: 3, text: 'Thanks!' }, frame(8, 0))).toEqual({ ok: false });
    expect(sent).toEqual([]);
    expect(await handleMessage({ type: 'write-in-frame', frameId: 3, text: 'Thanks!' }, card)).toEqual({ ok: true });
  });

  it('a second pick in the tab closes the first in every frame', async () => {
    const first = await start();
    sent = [];
    const second = await start();
    expect(sent.map((s) => s.message)).toEqual([{ type: 'pick-leave', id: first.id }, { type: 'pick-enter', id: second.id }]);
    expect(await handleMessage({ type: 'pick-picked', id: first.id, name: null }, iframe)).toEqual({ ok: false });
  });
});
