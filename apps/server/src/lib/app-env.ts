import type { Env } from '../env.ts';
import type { Db, Listen } from '../db/client.ts';
import type { Logger } from './logger.ts';
import type { Ops } from '../ops/ops.ts';
import type { RunReport } from '../routes/ai/run-report.ts';

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
  /** Lifecycle and metrics (decision 033); unset: `createApp` makes its own, ready at once, metrics as `env` says. */
  ops?: Ops;
  /** How many connections the database pools may open (`Database.connections`), for the pool-wait metric; default 1. */
  poolConnections?: number;
}

/** The deps every route module is built from once `createApp` has filled them in. */
export type AppServices = AppDeps & { ops: Ops };

/** Values middleware sets on the context for the routes after it. */
export interface AppVariables {
  requestId: string;
  /** Set by the auth middleware from a verified access token, never from the request body. */
  user: { id: string; email: string };
  /** The verified token's session (embedded auth); null with a hosted Supabase project, whose sessions live there. */
  sessionId: string | null;
  /** `POST /api/ai/run`: what the metrics and the drain hear of the run (routes/ai/run-report.ts). */
  run: RunReport;
}

export interface AppEnv {
  Variables: AppVariables;
}
