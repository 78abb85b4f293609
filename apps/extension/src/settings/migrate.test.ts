import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { migrateSettings, migrations } from './migrate.ts';
import { currentSettingsVersion, settingsSchema } from './schema.ts';

const fixture = (version: number): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/v${version}.json`, import.meta.url), 'utf8'));
const versions = Array.from({ length: currentSettingsVersion }, (_, i) => i + 1);

describe('settings migrations', () => {
  it('has a fixture per version and a migration file per older version', () => {
    const fixtures = readdirSync(new URL('./fixtures/', import.meta.url)).sort();
    expect(fixtures).toEqual(versions.map((v) => `v${v}.json`).sort());
    const files = readdirSync(new URL('./migrations/', import.meta.url)).filter((f) => !f.endsWith('.test.ts'));
    expect(files.sort()).toEqual(versions.slice(0, -1).map((v) => `v${v}-to-v${v + 1}.ts`).sort());
    for (const v of versions.slice(0, -1)) expect(migrations[v], `migration from v${v}`).toBeTypeOf('function');
  });

  it.each(versions)('walks the v%i fixture up to the current schema', (version) => {
    const migrated = migrateSettings(fixture(version));
    expect(settingsSchema.safeParse(migrated).success).toBe(true);
    expect(migrated.version).toBe(currentSettingsVersion);
  });

  it('keeps what v1 users had: switch, blocked sites, prompts (first four pinned), language', () => {
    const migrated = migrateSettings(fixture(1));
    expect(migrated.toolbarEnabled).toBe(false);
    expect(migrated.disabledSites).toEqual(['mail.example.com', 'bank.example']);
    expect(migrated.prompts.map((p) => p.pinned)).toEqual([true, true, true, true, false]);
    expect(migrated.translateLanguage).toBe('es');
  });

  it('rejects what is not settings, and versions from the future', () => {
    expect(() => migrateSettings(null)).toThrow();
    expect(() => migrateSettings({ version: 1, enabled: 'yes' })).toThrow();
    expect(() => migrateSettings({ ...(fixture(2) as object), version: 99 })).toThrow(/unknown version/);
    expect(() => migrateSettings({ ...(fixture(2) as object), serverUrl: 'javascript:alert(1)' })).toThrow();
  });
});
