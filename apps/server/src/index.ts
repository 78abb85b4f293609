import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { InvalidEnvError, loadEnv } from './env.ts';
import { answerClientErrorsInJson } from './lib/client-error.ts';
import { createLogger } from './lib/logger.ts';
import { scheduleUsageRetention } from './usage/usage-retention.ts';

async function main() {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (!(error instanceof InvalidEnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const logger = createLogger(env);
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await migrateDatabase(database);
  scheduleUsageRetention(database.db, (error) => logger.warn({ err: error }, 'usage retention failed'));
  const app = createApp({ env, db: database.db, counters: database.counters, logger });

  const server = serve({ fetch: app.fetch, port: env.PORT }, (info) => {
    logger.info({ port: info.port, database: database.kind, url: env.PUBLIC_URL }, `Selecta is running at ${env.PUBLIC_URL}`);
  });
  answerClientErrorsInJson(server as Server);
  // Node closes an idle keep-alive connection after 5 s; a client reusing it at that instant gets ECONNRESET (seen in
  // the e2e suite). Longer than the 60 s idle timeout of common proxies and load balancers, so they close first.
  Object.assign(server, { keepAliveTimeout: 65_000, headersTimeout: 66_000 });

  // Stop taking connections, let in-flight requests finish (streams get a grace period), then close the database.
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, 10_000);
    force.unref();
    server.close(async () => {
      await database.close();
      logger.info('stopped');
      process.exit(0);
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

await main();
