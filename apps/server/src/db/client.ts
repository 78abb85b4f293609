import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { postgresBinaries, startEmbeddedPostgres, whyPostgresCannotRun } from './embedded-postgres.ts';
import type { Database, Db } from './database.ts';
import { moveFromPglite } from './move-from-pglite.ts';
import { pgliteDatabase } from './pglite-database.ts';

// The types live in database.ts so that migrate.ts and move-from-pglite.ts can use them without a circle.
export type { Database, Db, Listen } from './database.ts';

export interface DatabaseOptions {
  /** Any PostgreSQL; unset means the embedded one. */
  url?: string | undefined;
  /**
   * Where the embedded database keeps its files: PostgreSQL from the npm package in `postgres/` (an earlier version's
   * PGlite database in `pgdata/` is moved into it), or PGlite in `pgdata/` where PostgreSQL cannot run. Unset: PGlite
   * in memory (tests).
   */
  dataDir?: string | undefined;
  /** Connections in the pool for a PostgreSQL server. */
  maxConnections?: number;
  /** A PGlite data directory dump to start from (tests start from a migrated template). */
  loadDataDir?: Blob | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.maxConnections);
  if (!options.dataDir || options.loadDataDir) return openPglite(options);
  const binaries = await postgresBinaries();
  if (!binaries) return withReason(openPglite(options), `no PostgreSQL binaries are installed for ${process.platform}-${process.arch}`);
  const clusterDir = path.resolve(options.dataDir, 'postgres');
  // An existing cluster that cannot start is an error to report, not a reason to open another (empty) database.
  const blocked = existsSync(path.join(clusterDir, 'PG_VERSION')) ? null : await whyPostgresCannotRun();
  if (blocked) return withReason(openPglite(options), blocked);

  const cluster = await startEmbeddedPostgres(clusterDir, binaries);
  const database = openPostgres({ host: cluster.host, port: cluster.port, username: 'postgres', database: 'postgres' }, options.maxConnections);
  const embedded: Database = {
    ...database,
    kind: 'embedded',
    close: async () => {
      await database.close();
      await cluster.stop();
    },
  };
  const earlier = path.resolve(options.dataDir, 'pgdata');
  if (!existsSync(path.join(earlier, 'PG_VERSION'))) return embedded;
  try {
    await moveFromPglite(earlier, embedded);
    return embedded;
  } catch (error) {
    await embedded.close();
    return withReason(openPglite(options), `moving the earlier version's database in ${earlier} to PostgreSQL failed (${(error as Error).message}); it stays in use`);
  }
}

async function withReason(opening: Promise<Database>, fallbackReason: string): Promise<Database> {
  return { ...(await opening), fallbackReason };
}

function openPostgres(connection: string | postgres.Options<never>, maxConnections = 10): Database {
  const options = { max: maxConnections, onnotice: () => {} };
  const client = typeof connection === 'string' ? postgres(connection, options) : postgres({ ...connection, ...options });
  const countersOptions = { ...options, connection: { synchronous_commit: 'off' } } as const;
  const countersClient = typeof connection === 'string' ? postgres(connection, countersOptions) : postgres({ ...connection, ...countersOptions });
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
  const db = drizzlePostgres(client) as unknown as Db;
  return { db, counters: drizzlePostgres(countersClient) as unknown as Db, kind: 'postgres', connections: 2 * maxConnections, close, exclusively };
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  let dataPath: string | undefined;
  if (options.dataDir) {
    dataPath = path.resolve(options.dataDir, 'pgdata');
    mkdirSync(dataPath, { recursive: true });
  }
  const client = await PGlite.create(dataPath, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  return pgliteDatabase(client);
}
