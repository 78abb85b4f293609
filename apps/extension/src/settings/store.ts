import { browser } from 'wxt/browser';
import { migrateSettings } from './migrate.ts';
import { defaultSettings, type Settings, settingsSchema } from './schema.ts';

const key = 'settings';

/** The stored settings, migrated to the current version; defaults when none (or unreadable ones) are stored. */
export async function loadSettings(): Promise<Settings> {
  const stored = await browser.storage.local.get(key);
  const raw: unknown = stored[key];
  if (raw === undefined) return defaultSettings;
  try {
    const settings = migrateSettings(raw);
    if ((raw as { version?: unknown }).version !== settings.version) await saveSettings(settings);
    return settings;
  } catch (error) {
    console.warn('Selecta: stored settings were unreadable; using defaults', error);
    return defaultSettings;
  }
}

export async function saveSettings(settings: Settings): Promise<Settings> {
  const valid = settingsSchema.parse(settings);
  await browser.storage.local.set({ [key]: valid });
  return valid;
}

export async function updateSettings(change: (current: Settings) => Settings): Promise<Settings> {
  return saveSettings(change(await loadSettings()));
}
