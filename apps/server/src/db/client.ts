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
  /**
   * Runs `work` while holding a PostgreSQL advisory lock, so that processes starting together take turns (migrations).
   * The lock lives on a connection reserved for it: on a pooled one, the unlock could go out on another connection
   * and leave the lock held, and every other replica waiting, until this process exits.
   */
  exclusively<T>(key: number, work: () => Promise<T>): Promise<T>;
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
    const exclusively = async <T>(key: number, work: () => Promise<T>): Promise<T> => {
      const reserved = await client.reserve();
      try {
        await reserved`select pg_advisory_lock(${key})`;
        try {
          return await work();
        } finally {
          await reserved`select pg_advisory_unlock(${key})`;
        }
      } finally {
        reserved.release();
      }
    };
    return { db, counters, kind: 'postgres', connections: 2 * max, close, exclusively };
  }
  let dataPath: string | undefined;
  if (options.dataDir) {
    dataPath = path.resolve(options.dataDir, 'pgdata');
    mkdirSync(dataPath, { recursive: true });
  }
  const client = await PGlite.create(dataPath, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  const db = drizzlePglite(client) as unknown as Db;
  // One process owns a PGlite directory: there is nobody to take turns with.
  const exclusively = <T>(_key: number, work: () => Promise<T>) => work();
  return { db, counters: db, kind: 'pglite', connections: 1, exclusively, close: () => client.close(), dump: () => client.dumpDataDir('none') };
}
