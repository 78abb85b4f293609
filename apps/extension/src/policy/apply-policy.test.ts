import { fakeBrowser } from 'wxt/testing/fake-browser';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyImport, parseSettingsFile } from '../options/settings-file.ts';
import { defaultSettings, type Settings } from '../settings/schema.ts';
import { loadSettings, loadStoredSettings, saveSettings, updateSettings } from '../settings/store.ts';
import { lockedSettings, offeredActions } from './apply-policy.ts';
import { applyRecommended } from './recommended.ts';

const ownPrompt = { id: 'p1', name: 'Mine', template: 'Do {{selection}}', pinned: true };
const mine: Settings = { ...defaultSettings, serverUrl: 'https://mine.example', aiLocation: 'device', theme: 'light', prompts: [ownPrompt] };
const setPolicy = (policy: Record<string, unknown>) => fakeBrowser.storage.managed.set(policy);

describe('settings under the organisation’s policy', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    await fakeBrowser.storage.local.set({ settings: mine });
  });

  it('without a policy, the user’s settings are in force and nothing is locked', async () => {
    expect(await loadSettings()).toEqual(mine);
    expect(lockedSettings({})).toEqual(new Set());
    expect(offeredActions({})).toEqual(['reply', 'tldr', 'translate', 'custom']);
  });

  it('puts locked values in force, and saving (the options page, an imported file) cannot change them', async () => {
    await setPolicy({ serverUrl: 'https://selecta.acme.example', aiLocation: 'server', theme: 'dark', allowCustomPrompts: false });
    const inForce = await loadSettings();
    expect(inForce).toMatchObject({ serverUrl: 'https://selecta.acme.example', aiLocation: 'server', theme: 'dark', prompts: [] });

    await updateSettings((s) => ({ ...s, serverUrl: 'https://elsewhere.example', theme: 'light', translateLanguage: 'de' }));
    expect(await loadSettings()).toMatchObject({ serverUrl: 'https://selecta.acme.example', theme: 'dark', translateLanguage: 'de' });
    // The user's own choices wait underneath for the day the policy lets go.
    expect(await loadStoredSettings()).toMatchObject({ serverUrl: 'https://mine.example', theme: 'light', prompts: [ownPrompt] });

    const file = parseSettingsFile(JSON.stringify({ ...mine, serverUrl: 'https://attacker.example', aiLocation: 'device' }))!;
    const imported = applyImport(inForce, file, lockedSettings({ serverUrl: 'https://selecta.acme.example', aiLocation: 'server', theme: 'dark', allowCustomPrompts: false }));
    expect(imported.serverUrl).toBeNull();
    expect(imported.keptLocked).toBe(true);
    await saveSettings(imported.settings);
    expect(await loadSettings()).toMatchObject({ serverUrl: 'https://selecta.acme.example', aiLocation: 'server', theme: 'dark', prompts: [] });

    await fakeBrowser.storage.managed.clear();
    expect(await loadSettings()).toMatchObject({ serverUrl: 'https://mine.example', theme: 'light', prompts: [ownPrompt] });
  });

  it('ignores an invalid policy value and keeps the user’s setting', async () => {
    await setPolicy({ serverUrl: 'ftp://x', theme: 'neon', toolbarMode: 'modifier' });
    expect(await loadSettings()).toMatchObject({ serverUrl: 'https://mine.example', theme: 'light', toolbarMode: 'modifier' });
  });

  it('offers only the built-in actions the policy names, and no typed prompt when own prompts are off', () => {
    expect(offeredActions({ builtInActions: ['translate', 'reply'] })).toEqual(['reply', 'translate', 'custom']);
    expect(offeredActions({ builtInActions: [], allowCustomPrompts: false })).toEqual([]);
  });

  it('an unlocked server or AI location is a starting value: set once per policy value, then the user’s', async () => {
    const policy = { serverUrl: 'https://selecta.acme.example', serverUrlLocked: false, aiLocation: 'fallback' as const, aiLocationLocked: false };
    await applyRecommended(policy, updateSettings);
    expect(await loadSettings()).toMatchObject({ serverUrl: 'https://selecta.acme.example', aiLocation: 'fallback' });
    expect(lockedSettings(policy)).toEqual(new Set());

    await updateSettings((s) => ({ ...s, serverUrl: 'https://mine.example' }));
    await applyRecommended(policy, updateSettings);
    expect((await loadSettings()).serverUrl).toBe('https://mine.example');

    await applyRecommended({ ...policy, serverUrl: 'https://selecta2.acme.example' }, updateSettings);
    expect(await loadSettings()).toMatchObject({ serverUrl: 'https://selecta2.acme.example', aiLocation: 'fallback' });
  });
});
