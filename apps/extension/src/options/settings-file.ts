import { migrateSettings } from '../settings/migrate.ts';
import type { LockableSetting } from '../policy/apply-policy.ts';
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
  /** The file differs in a setting the organisation's policy locks: that setting stays as the policy says. */
  keptLocked: boolean;
}

/**
 * A file must not move the extension (and the user's session) to another server without the permission prompt, nor
 * change what the organisation locks (saving keeps locked values too; this is what the user is told).
 */
export function applyImport(current: Settings, imported: Settings, locked: ReadonlySet<LockableSetting> = new Set()): SettingsImport {
  const keptLocked = [...locked].some((key) => JSON.stringify(imported[key]) !== JSON.stringify(current[key]));
  const next = { ...imported, ...Object.fromEntries([...locked].map((key) => [key, current[key]])) };
  if (locked.has('serverUrl') || imported.serverUrl === null || imported.serverUrl === current.serverUrl) return { settings: next, serverUrl: null, keptLocked };
  return { settings: { ...next, serverUrl: current.serverUrl }, serverUrl: imported.serverUrl, keptLocked };
}

/** Parses an exported file (any version, migrated); `undefined` when it is not a valid settings file. */
export function parseSettingsFile(text: string): Settings | undefined {
  try {
    return migrateSettings(JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}
