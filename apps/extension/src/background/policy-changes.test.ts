import { fakeBrowser } from 'wxt/testing/fake-browser';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSettings } from '../settings/schema.ts';
import { loadStoredSettings } from '../settings/store.ts';
import { createMenus } from './menus.ts';
import { currentPolicy, followPolicy } from './policy-changes.ts';

// The context menu has its own tests (menu-items.test.ts); here, only that a policy change rebuilds it.
vi.mock('./menus.ts', () => ({ createMenus: vi.fn(async () => undefined) }));

describe('following the organisation’s policy in the background', () => {
  beforeEach(async () => {
    vi.restoreAllMocks();
    vi.mocked(createMenus).mockClear();
    fakeBrowser.reset();
    await fakeBrowser.storage.local.set({ settings: { ...defaultSettings, toolbarMode: 'always' } });
    await fakeBrowser.tabs.create({ url: 'https://mail.example/inbox' });
  });

  it('tells open pages the toolbar mode a changed policy puts in force, without touching the user’s own', async () => {
    const sent = vi.spyOn(fakeBrowser.tabs, 'sendMessage').mockResolvedValue(undefined);
    followPolicy();
    expect(await currentPolicy()).toEqual({});
    await fakeBrowser.storage.managed.set({ toolbarMode: 'shortcut' });
    await vi.waitFor(() => expect(sent).toHaveBeenCalledWith(expect.any(Number), expect.objectContaining({ type: 'page-keys', keys: expect.objectContaining({ toolbarMode: 'shortcut' }) })));
    expect(await currentPolicy()).toEqual({ toolbarMode: 'shortcut' });
    await vi.waitFor(() => expect(createMenus).toHaveBeenCalled());
    expect((await loadStoredSettings()).toolbarMode).toBe('always');
  });

  it('writes a recommended (unlocked) server into the settings when the policy arrives', async () => {
    vi.spyOn(fakeBrowser.tabs, 'sendMessage').mockResolvedValue(undefined);
    followPolicy();
    await fakeBrowser.storage.managed.set({ serverUrl: 'https://selecta.acme.example', serverUrlLocked: false });
    await vi.waitFor(async () => expect((await loadStoredSettings()).serverUrl).toBe('https://selecta.acme.example'));
  });
});
