import { migrateSettings } from '../settings/migrate.ts';
import type { Settings } from '../settings/schema.ts';

/** The settings as a JSON file the user can keep or share with a colleague. */
export function exportSettingsJson(settings: Settings): string {
  return JSON.stringify(settings, null, 2);
}

export interface SettingsImport {
  /** What to save now: the file's settings, but the current server unless the file goes back to the default one. */
  settings: Settings;
  /** The file's own server, waiting for the user to save it (and grant access) as if typed; null when none. */
  serverUrl: string | null;
}

/** A file must not move the extension (and the user's session) to another server without the permission prompt. */
export function applyImport(current: Settings, imported: Settings): SettingsImport {
  if (imported.serverUrl === null || imported.serverUrl === current.serverUrl) return { settings: imported, serverUrl: null };
  return { settings: { ...imported, serverUrl: current.serverUrl }, serverUrl: imported.serverUrl };
}

/** Parses an exported file (any version, migrated); `undefined` when it is not a valid settings file. */
export function parseSettingsFile(text: string): Settings | undefined {
  try {
    return migrateSettings(JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}
