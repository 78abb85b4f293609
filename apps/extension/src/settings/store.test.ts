import { fakeBrowser } from 'wxt/testing/fake-browser';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultSettings, isSiteEnabled } from './schema.ts';
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
