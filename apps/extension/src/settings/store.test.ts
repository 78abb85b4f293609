import { fakeBrowser } from 'wxt/testing/fake-browser';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultSettings, isSiteEnabled } from './schema.ts';
import { loadLastRun, saveLastRun } from './last-run.ts';
import { loadSettings, saveSettings, updateSettings } from './store.ts';

describe('settings store', () => {
  beforeEach(() => fakeBrowser.reset());

  it('answers defaults when nothing is stored', async () => {
    expect(await loadSettings()).toEqual(defaultSettings);
  });

  it('migrates stored v1 settings and writes them back', async () => {
    await fakeBrowser.storage.local.set({
      settings: { version: 1, enabled: true, blockedSites: ['x.com'], prompts: [], targetLanguage: 'de' },
    });
    const settings = await loadSettings();
    expect(settings).toMatchObject({ version: 2, disabledSites: ['x.com'], translateLanguage: 'de' });
    expect((await fakeBrowser.storage.local.get('settings')).settings).toMatchObject({ version: 2 });
  });

  it('reads settings saved before "Where AI runs" existed as the Selecta server, and keeps a choice', async () => {
    const { aiLocation: _, ...before } = defaultSettings;
    await fakeBrowser.storage.local.set({ settings: { ...before, translateLanguage: 'fr' } });
    expect(await loadSettings()).toMatchObject({ translateLanguage: 'fr', aiLocation: 'server' });
    await updateSettings((s) => ({ ...s, aiLocation: 'device' }));
    expect((await loadSettings()).aiLocation).toBe('device');
    await expect(saveSettings({ ...defaultSettings, aiLocation: 'cloud' as 'server' })).rejects.toThrow();
  });

  it('remembers where the last answer ran, apart from the settings', async () => {
    expect(await loadLastRun()).toBeNull();
    await saveLastRun('device', new Date('2026-11-24T10:00:00Z'));
    expect(await loadLastRun()).toEqual({ where: 'device', at: '2026-11-24T10:00:00.000Z' });
    expect(await loadSettings()).toEqual(defaultSettings);
  });

  it('falls back to defaults for unreadable stored settings', async () => {
    await fakeBrowser.storage.local.set({ settings: { version: 2, toolbarEnabled: 'maybe' } });
    expect(await loadSettings()).toEqual(defaultSettings);
  });

  it('refuses to save invalid settings', async () => {
    await expect(saveSettings({ ...defaultSettings, translateLanguage: 'xx' as 'en' })).rejects.toThrow();
    const saved = await updateSettings((s) => ({ ...s, disabledSites: ['Example.COM'] }));
    expect(saved.disabledSites).toEqual(['example.com']);
  });

  it('turns the toolbar off per site, subdomains included', () => {
    const settings = { toolbarEnabled: true, disabledSites: ['example.com'] };
    expect(isSiteEnabled(settings, 'example.com')).toBe(false);
    expect(isSiteEnabled(settings, 'docs.example.com')).toBe(false);
    expect(isSiteEnabled(settings, 'notexample.com')).toBe(true);
    expect(isSiteEnabled({ ...settings, toolbarEnabled: false }, 'other.org')).toBe(false);
  });
});
