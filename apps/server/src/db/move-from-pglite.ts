import { renameSync } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Sql } from 'postgres';
import type { Database } from './database.ts';
import { pgliteDatabase } from './pglite-database.ts';
import { migrateDatabase } from './migrate.ts';

/**
 * Copies an earlier version's PGlite database into the embedded PostgreSQL, both migrated to the same schema: every
 * table of `public` in one transaction (COPY's text format, foreign keys unchecked while rows arrive in any order),
 * then the sequences. Only once that has committed is the PGlite folder renamed aside (kept, never deleted): while it
 * is in place PGlite is the database in use, and a move cut short or failed is made again at the next start, over the
 * same tables emptied first.
 */
export async function moveFromPglite(pglitePath: string, target: Database): Promise<void> {
  const pglite = await PGlite.create(pglitePath);
  try {
    await migrateDatabase(pgliteDatabase(pglite));
    await migrateDatabase(target);
    await copyTables(pglite, (target.db as unknown as { $client: Sql }).$client);
  } finally {
    await pglite.close();
  }
  renameSync(pglitePath, `${pglitePath}.moved-${new Date().toISOString().replace(/[:.]/g, '-')}`);
}

async function copyTables(pglite: PGlite, target: Sql) {
  const { rows: tables } = await pglite.query<{ name: string }>(
    "select quote_ident(table_name) as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
  );
  const { rows: sequences } = await pglite.query<{ name: string; value: string }>(
    "select quote_ident(sequencename) as name, last_value::text as value from pg_sequences where schemaname = 'public' and last_value is not null",
  );
  await target.begin(async (tx) => {
    await tx`set local session_replication_role = replica`;
    if (tables.length > 0) await tx.unsafe(`truncate ${tables.map((t) => t.name).join(', ')}`);
    for (const { name } of tables) {
      const { blob } = await pglite.query(`copy ${name} to '/dev/blob'`);
      if (!blob || blob.size === 0) continue;
      await pipeline(Readable.from([Buffer.from(await blob.arrayBuffer())]), await tx.unsafe(`copy ${name} from stdin`).writable());
    }
    for (const { name, value } of sequences) await tx.unsafe('select setval($1::regclass, $2::bigint)', [name, value]);
  });
}
