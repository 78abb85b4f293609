import type { Env } from '../env.ts';
import type { Db, Listen } from '../db/client.ts';
import type { Logger } from './logger.ts';

/** What every route module is built from. Tests build it with their own database and settings. */
export interface AppDeps {
  env: Env;
  db: Db;
  /** Where rate-limit counters are written (`Database.counters`); `db` when unset. */
  counters?: Db;
  logger: Logger;
  /** `Database.listen`: set when this process is the database's only client (PGlite); see `auth/session-cache.ts`. */
  listen?: Listen;
  /** The website's build folder; unset: found beside the server (`apps/web/dist`), null: not built. */
  webDist?: string | null;
  /** How many connections the database pools may open (`Database.connections`), for the pool-wait metric; default 1. */
  poolConnections?: number;
}
