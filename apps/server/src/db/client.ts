import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { postgresBinaries, startEmbeddedPostgres, whyPostgresCannotRun } from './embedded-postgres.ts';
import { moveFromPglite } from './move-from-pglite.ts';

/** Either driver behind one type: routes never know which database they talk to. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  /**
   * For rate-limit counters only: PostgreSQL connections whose commits do not wait for the WAL to reach the disk
   * (decision 010). The same as `db` on PGlite.
   */
  counters: Db;
  /** `embedded`: the server's own PostgreSQL under DATA_DIR (decision 036), reached like any other. */
  kind: 'pglite' | 'postgres' | 'embedded';
  /**
   * The embedded database's LISTEN: calls `onNotify` with the payload of each NOTIFY on `channel`, then `onListen`. Only
   * on PGlite, whose one client is this process; a PostgreSQL server may have other server processes as clients.
   */
  listen?: Listen;
  /** How many connections its pools may open together (PGlite: its one). */
  connections: number;
  close(): Promise<void>;
  /**
   * Runs `work` while holding a PostgreSQL advisory lock, so that processes starting together take turns (migrations).
   * The lock lives on a connection reserved for it: on a pooled one, the unlock could go out on another connection
   * and leave the lock held, and every other replica waiting, until this process exits.
   */
  exclusively<T>(key: number, work: () => Promise<T>): Promise<T>;
  /** Why the embedded database in DATA_DIR is PGlite rather than PostgreSQL, for the start-up log. */
  fallbackReason?: string;
  /** The embedded database's files as a tarball (PGlite only). */
  dump?: () => Promise<Blob>;
}

export type Listen = (channel: string, onNotify: (payload: string) => void, onListen: () => void) => Promise<void>;

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

/** A PGlite client as a `Database`. */
export function pgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite(client) as unknown as Db;
  const listen: Listen = async (channel, onNotify, onListen) => {
    await client.listen(channel, onNotify);
    onListen();
  };
  // One process owns a PGlite directory: there is nobody to take turns with.
  const exclusively = <T>(_key: number, work: () => Promise<T>) => work();
  return { db, counters: db, kind: 'pglite', connections: 1, listen, exclusively, close: () => client.close(), dump: () => client.dumpDataDir('none') };
}
