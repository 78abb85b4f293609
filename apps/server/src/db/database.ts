import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

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
