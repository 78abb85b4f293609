import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { pgliteDatabase } from './pglite-database.ts';
import { postgresBinaries } from './embedded-postgres.ts';
import { migrateDatabase } from './migrate.ts';
import { postgresRun } from '../testing/postgres-run.ts';
import { users } from './schema/auth.ts';

const binaries = await postgresBinaries();
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function newDataDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'selecta-fallback-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

// The embedded databases do not read TEST_DATABASE_URL: the suite's PostgreSQL run would only repeat these.
describe.skipIf(postgresRun)('an earlier version\'s PGlite database in DATA_DIR/pgdata', () => {
  async function earlierDatabase(dataDir: string, extraSql = '') {
    const earlier = await PGlite.create(path.join(dataDir, 'pgdata'));
    await migrateDatabase(pgliteDatabase(earlier));
    await earlier.exec(`insert into users (email, encrypted_password) values ('kept@example.com', 'x'); ${extraSql}`);
    await earlier.close();
  }

  it.skipIf(!binaries)('is moved into the embedded PostgreSQL with its rows, and its folder kept aside', async () => {
    const dataDir = await newDataDir();
    await earlierDatabase(dataDir);

    const database = await openDatabase({ dataDir });
    cleanups.push(() => database.close());
    expect(database.kind).toBe('embedded');
    expect(database.fallbackReason).toBeUndefined();
    expect(await database.db.select({ email: users.email }).from(users)).toEqual([{ email: 'kept@example.com' }]);
    expect(readdirSync(dataDir).filter((name) => name.startsWith('pgdata'))).toEqual([expect.stringMatching(/^pgdata\.moved-/)]);
  }, 120_000); // PGlite creating a database on disk takes seconds, many on a busy machine

  it.skipIf(!binaries)('stays in use, with its rows, when the move fails, and the start-up log says why', async () => {
    const dataDir = await newDataDir();
    // A table the current schema does not have: nowhere to copy its rows to.
    await earlierDatabase(dataDir, 'create table notes (body text); insert into notes values (\'mine\');');

    const database = await openDatabase({ dataDir });
    cleanups.push(() => database.close());
    expect(database.kind).toBe('pglite');
    expect(database.fallbackReason).toContain('stays in use');
    expect(await database.db.select({ email: users.email }).from(users)).toEqual([{ email: 'kept@example.com' }]);
    expect(existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true);
  }, 120_000);
});

describe.skipIf(postgresRun)('where PostgreSQL cannot run', () => {
  // As root PostgreSQL runs in a user namespace; where none can be made (here: no `unshare` to make it), a first
  // start opens PGlite and says why, rather than failing.
  it.skipIf(process.getuid?.() !== 0)('as root without a way to run PostgreSQL, a first start opens PGlite and says why', async () => {
    const dataDir = await newDataDir();
    // eslint-disable-next-line no-restricted-properties -- the test hides util-linux's programs from the server code
    const saved = process.env.PATH;
    // eslint-disable-next-line no-restricted-properties -- as above
    process.env.PATH = '';
    try {
      const database = await openDatabase({ dataDir });
      cleanups.push(() => database.close());
      expect(database.kind).toBe('pglite');
      expect(database.fallbackReason).toContain('PostgreSQL does not run as root');
    } finally {
      // eslint-disable-next-line no-restricted-properties -- as above
      process.env.PATH = saved;
    }
  }, 120_000);
});
