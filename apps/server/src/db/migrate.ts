import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { Database } from './database.ts';

/**
 * Each domain owns its schema file and its migration folder (decision 002), applied in this order
 * because later domains reference earlier ones' tables.
 */
export const migrationDomains = ['auth', 'billing', 'ai', 'account', 'teams', 'support', 'models', 'usage', 'audit', 'mfa', 'scim'] as const;

// Resolves to src/db/migrations from source and to dist/migrations from the bundle (tsup copies it there).
const migrationsRoot = fileURLToPath(new URL('./migrations', import.meta.url));

/** The advisory lock's key: server processes starting together must not run the same migration twice. */
const migrationLock = 727274;

export async function migrateDatabase(database: Database): Promise<void> {
  const { db } = database;
  await database.exclusively(migrationLock, async () => {
    for (const domain of migrationDomains) {
      const migrationsFolder = `${migrationsRoot}/${domain}`;
      if (!existsSync(`${migrationsFolder}/meta/_journal.json`)) continue;
      const config = { migrationsFolder, migrationsTable: `migrations_${domain}`, migrationsSchema: 'drizzle' };
      // Both migrators take the same config; the casts only pick the driver's own signature.
      if (database.kind !== 'pglite') await migratePostgres(db as never, config);
      else await migratePglite(db as never, config);
    }
  });
}
