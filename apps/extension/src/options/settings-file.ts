import { migrateSettings } from '../settings/migrate.ts';
import type { Settings } from '../settings/schema.ts';

/** The settings as a JSON file the user can keep or share with a colleague. */
export function exportSettingsJson(settings: Settings): string {
  return JSON.stringify(settings, null, 2);
}

/** Parses an exported file (any version, migrated); `undefined` when it is not a valid settings file. */
export function parseSettingsFile(text: string): Settings | undefined {
  try {
    return migrateSettings(JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}
