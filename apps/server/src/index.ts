import type { Server } from 'node:http';
import { Hono } from 'hono';
import { createApp } from './app.ts';
import { openDatabase, type Database } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { type Env, InvalidEnvError, loadEnv } from './env.ts';
import { answerClientErrorsInJson } from './lib/client-error.ts';
import { createLogger, type Logger } from './lib/logger.ts';
import { closeServer, listen } from './ops/listen.ts';
import { metricsRoutes } from './ops/metrics.routes.ts';
import { createOps, type Ops } from './ops/ops.ts';
import { checkDataDir, databaseError, StartError } from './ops/start-errors.ts';
import { startingFetch } from './ops/starting-app.ts';
import { scheduleUsageRetention } from './usage/usage-retention.ts';
import { scheduleAuditRetention } from './audit/audit-retention.ts';

/** A start that cannot succeed says why in one line and exits 1 (issue 22): no stack trace for a taken port. */
function fail(message: string): never {
  console.error(`Selecta cannot start: ${message}`);
  process.exit(1);
}

async function start(env: Env, logger: Logger, ops: Ops) {
  // Listen first: a taken port is said at once, and /livez, /readyz answer (503) while the database migrates.
  let fetch: Parameters<typeof listen>[0] = startingFetch;
  const server = await listen((request, bindings) => fetch(request, bindings), env.PORT, 'PORT');
  answerClientErrorsInJson(server);
  // Node closes an idle keep-alive connection after 5 s; a client reusing it at that instant gets ECONNRESET (seen in
  // the e2e suite). Longer than the 60 s idle timeout of common proxies and load balancers, so they close first.
  Object.assign(server, { keepAliveTimeout: 65_000, headersTimeout: 66_000 });
  const metricsServer = ops.metrics && env.METRICS_PORT ? await listen(new Hono().route('/metrics', metricsRoutes(ops.metrics)).fetch, env.METRICS_PORT, 'METRICS_PORT') : undefined;
  checkDataDir(env.DATA_DIR);
  let database: Database;
  try {
    database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
    if (database.fallbackReason) logger.warn(`The embedded database is PGlite, which needs several times the memory: ${database.fallbackReason}. Set DATABASE_URL to use a PostgreSQL server.`);
    await migrateDatabase(database);
  } catch (error) {
    throw databaseError(error, env.DATABASE_URL);
  }
  scheduleUsageRetention(database.db, (error) => logger.warn({ err: error }, 'usage retention failed'));
  scheduleAuditRetention(database.db, (error) => logger.warn({ err: error }, 'audit retention failed'));
  const app = createApp({ env, db: database.db, counters: database.counters, listen: database.listen, logger, ops, poolConnections: database.connections });
  fetch = app.fetch;
  ops.lifecycle.markReady();
  const port = (server.address() as { port: number }).port;
  logger.info({ port, database: database.kind, url: env.PUBLIC_URL }, `Selecta is running at ${env.PUBLIC_URL}`);
  return { server, metricsServer, database };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * SIGTERM drains so that nobody notices (decisions 033, 048): at once `/readyz` answers 503 and every answer closes its
 * connection, but for SHUTDOWN_DELAY_MS the server goes on serving whatever still reaches it while proxies' health
 * checks take it out of rotation. Then it stops taking connections, closes the idle kept-alive ones and refuses new
 * runs (503 `server_draining`, which clients retry once); the streams in flight finish within what is left of
 * SHUTDOWN_GRACE_MS or end with an error event; then the process exits 0.
 */
async function drain(ops: Ops, env: Env, logger: Logger, servers: (Server | undefined)[], database: Database, signal: string) {
  const [server, metricsServer] = servers;
  const started = Date.now();
  // Ctrl-C in a terminal has no proxy to wait for.
  const delayMs = signal === 'SIGINT' ? 0 : Math.min(env.SHUTDOWN_DELAY_MS, env.SHUTDOWN_GRACE_MS);
  ops.lifecycle.leave();
  logger.info({ runsInFlight: ops.lifecycle.runsInFlight, delayMs, graceMs: env.SHUTDOWN_GRACE_MS }, 'draining');
  await sleep(delayMs);
  const graceLeft = Math.max(0, env.SHUTDOWN_GRACE_MS - (Date.now() - started));
  const streams = ops.lifecycle.drain(graceLeft);
  const closing = server ? closeServer(server, graceLeft + 2000) : Promise.resolve();
  const how = await streams;
  await closing;
  if (metricsServer) await closeServer(metricsServer, 0);
  await database.close();
  logger.info({ streams: how }, 'stopped');
  process.exit(0);
}

async function main() {
  let env: Env;
  try {
    env = loadEnv();
  } catch (error) {
    if (!(error instanceof InvalidEnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const logger = createLogger(env);
  const ops = createOps(env);
  let running: Awaited<ReturnType<typeof start>> | undefined;
  let stopping = false;
  const stop = (signal: string) => {
    // A second Ctrl-C in a terminal means now.
    if (stopping && signal === 'SIGINT') process.exit(130);
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    if (!running) process.exit(0);
    void drain(ops, env, logger, [running.server, running.metricsServer], running.database, signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  try {
    running = await start(env, logger, ops);
  } catch (error) {
    if (error instanceof StartError) fail(error.message);
    throw error;
  }
}

await main();
