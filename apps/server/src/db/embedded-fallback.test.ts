import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function newDataDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'selecta-fallback-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

describe('when the embedded database stays PGlite', () => {
  it('keeps using a PGlite database an earlier version left in DATA_DIR/pgdata, with its rows', async () => {
    const dataDir = await newDataDir();
    const earlier = await PGlite.create(path.join(dataDir, 'pgdata'));
    await earlier.exec("create table kept (note text); insert into kept values ('from before')");
    await earlier.close();

    const database = await openDatabase({ dataDir });
    cleanups.push(() => database.close());
    expect(database.kind).toBe('pglite');
    expect(database.fallbackReason).toContain('holds the database of an earlier version');
    expect(existsSync(path.join(dataDir, 'postgres'))).toBe(false);
    // PGlite answers `{ rows }`.
    const result = (await database.db.execute(sql`select note from kept`)) as unknown as { rows: { note: string }[] };
    expect(result.rows).toEqual([{ note: 'from before' }]);
  }, 120_000); // PGlite creating a database on disk takes seconds, many on a busy machine

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
