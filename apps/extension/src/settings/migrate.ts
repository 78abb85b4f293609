import { z } from 'zod';
import { v1ToV2 } from './migrations/v1-to-v2.ts';
import { currentSettingsVersion, type Settings, settingsSchema } from './schema.ts';

/** `migrations[n]` turns version n into version n + 1. */
export const migrations: Record<number, (input: unknown) => unknown> = {
  1: v1ToV2,
};

const versioned = z.object({ version: z.number().int().min(1) });

export class SettingsMigrationError extends Error {
  override name = 'SettingsMigrationError';
}

/** Brings stored or imported settings of any known version up to the current schema; throws if they are not settings. */
export function migrateSettings(input: unknown): Settings {
  const head = versioned.safeParse(input);
  if (!head.success) throw new SettingsMigrationError('not a versioned settings object');
  if (head.data.version > currentSettingsVersion) throw new SettingsMigrationError(`unknown version ${head.data.version}`);
  let value = input;
  for (let version = head.data.version; version < currentSettingsVersion; version++) {
    const migration = migrations[version];
    if (!migration) throw new SettingsMigrationError(`no migration from version ${version}`);
    value = migration(value);
  }
  const parsed = settingsSchema.safeParse(value);
  if (!parsed.success) throw new SettingsMigrationError(z.prettifyError(parsed.error));
  return parsed.data;
}
