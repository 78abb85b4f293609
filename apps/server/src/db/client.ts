import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';

/** Either driver behind one type: routes never know which database they talk to. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  /**
   * For rate-limit counters only: PostgreSQL connections whose commits do not wait for the WAL to reach the disk
   * (decision 010). The same as `db` on PGlite.
   */
  counters: Db;
  kind: 'pglite' | 'postgres';
  /** How many connections its pools may open together (PGlite: its one). */
  connections: number;
  close(): Promise<void>;
  /** The embedded database's files as a tarball (PGlite only). */
  dump?: () => Promise<Blob>;
}

export interface DatabaseOptions {
  /** Any PostgreSQL; unset means embedded PGlite. */
  url?: string | undefined;
  /** Where PGlite keeps its files; unset means in memory (tests). */
  dataDir?: string | undefined;
  /** Connections in the pool for a PostgreSQL server. */
  maxConnections?: number;
  /** A PGlite data directory dump to start from (tests start from a migrated template). */
  loadDataDir?: Blob | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const max = options.maxConnections ?? 10;
    const client = postgres(options.url, { max, onnotice: () => {} });
    const db = drizzlePostgres(client) as unknown as Db;
    const countersClient = postgres(options.url, { max, onnotice: () => {}, connection: { synchronous_commit: 'off' } });
    const counters = drizzlePostgres(countersClient) as unknown as Db;
    const close = async () => {
      await Promise.all([client.end({ timeout: 5 }), countersClient.end({ timeout: 5 })]);
    };
    return { db, counters, kind: 'postgres', connections: 2 * max, close };
  }
  let dataPath: string | undefined;
  if (options.dataDir) {
    dataPath = path.resolve(options.dataDir, 'pgdata');
    mkdirSync(dataPath, { recursive: true });
  }
  const client = await PGlite.create(dataPath, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  const db = drizzlePglite(client) as unknown as Db;
  return { db, counters: db, kind: 'pglite', connections: 1, close: () => client.close(), dump: () => client.dumpDataDir('none') };
}
