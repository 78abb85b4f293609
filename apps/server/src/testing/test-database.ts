import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import postgres from 'postgres';
import { type Database, openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a database of its
 * own on the PostgreSQL server named by TEST_DATABASE_URL (scripts/with-postgres.ts sets it), so
 * concurrent runs never collide. Closing drops it.
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  // eslint-disable-next-line no-restricted-properties -- test-only switch between the two database paths
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = inject('pgliteTemplate');
    const loadDataDir = template ? new Blob([await readFile(template)]) : undefined;
    const database = await openDatabase({ loadDataDir });
    // The template is already migrated; this only applies migrations newer than it (none within a run).
    await migrateDatabase(database);
    return database;
  }
  const name = `selecta_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), maxConnections: 20 });
  await migrateDatabase(database);
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
