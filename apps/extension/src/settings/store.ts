import { browser } from 'wxt/browser';
import { applyPolicy, keepLocked } from '../policy/apply-policy.ts';
import { loadPolicy } from '../policy/managed-policy.ts';
import { migrateSettings } from './migrate.ts';
import { defaultSettings, type Settings, settingsSchema } from './schema.ts';

const key = 'settings';

/** The user's stored settings, migrated to the current version; defaults when none (or unreadable ones) are stored. */
export async function loadStoredSettings(): Promise<Settings> {
  const stored = await browser.storage.local.get(key);
  const raw: unknown = stored[key];
  if (raw === undefined) return defaultSettings;
  try {
    const settings = migrateSettings(raw);
    if ((raw as { version?: unknown }).version !== settings.version) await browser.storage.local.set({ [key]: settings });
    return settings;
  } catch (error) {
    console.warn('Selecta: stored settings were unreadable; using defaults', error);
    return defaultSettings;
  }
}

/** The settings in force: the user's, with what the organisation's policy locks (policy/apply-policy.ts). */
export async function loadSettings(): Promise<Settings> {
  const [stored, policy] = await Promise.all([loadStoredSettings(), loadPolicy()]);
  return applyPolicy(stored, policy);
}

/** Saves the user's settings; a setting the policy locks keeps its stored value whatever `settings` says. */
export async function saveSettings(settings: Settings): Promise<Settings> {
  const valid = settingsSchema.parse(settings);
  const [stored, policy] = await Promise.all([loadStoredSettings(), loadPolicy()]);
  const kept = keepLocked(valid, stored, policy);
  await browser.storage.local.set({ [key]: kept });
  return applyPolicy(kept, policy);
}

export async function updateSettings(change: (current: Settings) => Settings): Promise<Settings> {
  return saveSettings(change(await loadSettings()));
}
