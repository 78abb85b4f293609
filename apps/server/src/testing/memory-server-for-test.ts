/**
 * The whole app on a real socket in a child process, with a fake website build, for measuring the process's memory:
 * `fork` it with `--expose-gc`; it sends `{port}` when listening and answers `'measure'` with its memory after a GC.
 * No database is opened: requests for random paths never reach one, and PGlite's own memory moves by tens of MB.
 */
import { serve } from '@hono/node-server';
import { createApp } from '../app.ts';
import type { Db } from '../db/client.ts';
import { parseEnv } from '../env.ts';
import { createLogger } from '../lib/logger.ts';
import { fakeBuild } from './fake-build-for-test.ts';

const send = (message: unknown) => process.send?.(message);
const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'info' });
// An empty stand-in: never queried, but per-database caches are keyed by it.
const app = createApp({ env, db: {} as Db, logger: createLogger(env), webDist: fakeBuild() });
serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => send({ port: info.port }));

process.on('message', async (message) => {
  if (message !== 'measure') return;
  // Twice, a turn apart: native memory (sockets, buffers) is released by finalizers that run after the first.
  globalThis.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 50));
  globalThis.gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  send({ rss, heapUsed });
});
process.on('disconnect', () => process.exit(0));
