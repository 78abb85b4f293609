import { Writable } from 'node:stream';
import { createApp } from '../app.ts';
import { type Env, parseEnv } from '../env.ts';
import { createLogger } from '../lib/logger.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: Awaited<ReturnType<typeof createTestDatabase>>;
  env: Env;
  /** Every log line the app wrote, so tests can check what is (not) logged. */
  logs: string[];
  close(): Promise<void>;
}

/** The real app on a fresh database, with settings given as environment variables would be. */
export async function createTestApp(vars: Record<string, string> = {}): Promise<TestApp> {
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'info', ...vars });
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const logger = createLogger(env, sink);
  const database = await createTestDatabase();
  const app = createApp({ env, db: database.db, counters: database.counters, listen: database.listen, logger });
  return { app, database, env, logs, close: () => database.close() };
}
