import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Browser } from 'wxt/browser';
import { forgetHistoryCache } from '../history/history-store.ts';
import { closeHistoryDb } from '../history/history-db.ts';
import { listEntries } from '../history/history-store.ts';
import { exportSettingsJson } from '../options/settings-file.ts';
import { defaultSettings } from '../settings/schema.ts';
import { loadSettings } from '../settings/store.ts';
import { handleMessage } from './handlers.ts';

vi.hoisted(() => Object.assign(globalThis, { __SELECTA_SERVER_URL__: 'http://localhost:3000' }));

const page: Browser.runtime.MessageSender = { id: fakeBrowser.runtime.id, tab: { id: 3, windowId: 1 } as Browser.tabs.Tab, frameId: 0 };
const save = (over: Record<string, unknown> = {}) => ({
  id: crypto.randomUUID(),
  action: 'reply',
  title: 'Reply',
  text: 'Can we meet on Friday?',
  source: { title: 'Inbox', url: 'https://mail.example/1' },
  where: 'server',
  request: { action: 'reply', text: 'Can we meet on Friday?' },
  versions: ['Friday works.'],
  shown: 0,
  turns: [],
  ...over,
});

beforeEach(async () => {
  fakeBrowser.reset();
  closeHistoryDb();
  forgetHistoryCache();
  globalThis.indexedDB = new IDBFactory();
  await fakeBrowser.storage.local.set({ settings: defaultSettings, models: { serverUrl: 'http://localhost:3000', at: Date.now(), effective: { reply: 'smart' } } });
});

describe('the card’s answers into the history', () => {
  it('keeps one entry per card, with the model the action ran on', async () => {
    const entry = save();
    expect(await handleMessage({ type: 'history-save', entry }, page)).toEqual({ ok: true });
    expect(await handleMessage({ type: 'history-save', entry: { ...entry, versions: ['Friday works.', 'Friday is fine.'], shown: 1 } }, page)).toEqual({ ok: true });
    const [kept, ...rest] = await listEntries();
    expect(rest).toEqual([]);
    expect(kept).toMatchObject({ id: entry.id, snippet: 'Friday is fine.' });
  });

  it.each([
    ['no versions', { versions: [] }],
    ['no selection', { text: '' }],
    ['an id that is not a uuid', { id: 'x' }],
    ['a request of another shape', { request: { action: 'shout', text: 'x' } }],
    ['the model from the page', { model: 'gpt-9' }],
  ])('refuses %s', async (_name, over) => {
    const answer = (await handleMessage({ type: 'history-save', entry: save(over) }, page)) as { ok: boolean };
    if ('model' in over) {
      // An unknown key is dropped; the model is the background's to fill in.
      expect(answer.ok).toBe(true);
      expect((await listEntries())[0]).toBeDefined();
    } else {
      expect(answer).toEqual({ ok: false });
      expect(await listEntries()).toEqual([]);
    }
  });

  it('keeps nothing while the history is off, by the user or by the organisation, and the policy clears it', async () => {
    await fakeBrowser.storage.local.set({ settings: { ...defaultSettings, historyEnabled: false } });
    expect(await handleMessage({ type: 'history-save', entry: save() }, page)).toEqual({ ok: false });
    await fakeBrowser.storage.local.set({ settings: defaultSettings });
    await fakeBrowser.storage.managed.set({ historyEnabled: false });
    expect((await loadSettings()).historyEnabled).toBe(false);
    expect(await handleMessage({ type: 'history-save', entry: save() }, page)).toEqual({ ok: false });
    expect(await listEntries()).toEqual([]);
  });

  it('is not in the settings export', async () => {
    await handleMessage({ type: 'history-save', entry: save() }, page);
    const exported = exportSettingsJson(await loadSettings());
    expect(exported).not.toContain('Can we meet on Friday?');
    expect(exported).not.toContain('Friday works.');
  });
});
