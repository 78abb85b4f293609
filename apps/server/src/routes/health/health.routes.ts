import { productVersion } from '@selecta/shared/version';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv, AppServices } from '../app-env.ts';

const notReady = {
  starting: { code: 'server_starting', message: 'The server is starting.' },
  draining: { code: 'server_draining', message: 'The server is shutting down.' },
  closing: { code: 'server_draining', message: 'The server is shutting down.' },
} as const;

/**
 * `/healthz`: the server and its database answer (and which version it runs). `/livez`: the process is alive (a restart would not help
 * otherwise). `/readyz`: it takes traffic: migrated, not draining, its database answering (decision 033).
 */
export function healthRoutes({ db, ops }: AppServices) {
  const databaseAnswers = async () => {
    try {
      await db.execute(sql`select 1`);
      return true;
    } catch {
      return false;
    }
  };
  const unavailable = { code: 'database_unavailable', message: 'The database does not answer.' };
  return new Hono<AppEnv>()
    .get('/healthz', async (c) => ((await databaseAnswers()) ? c.json({ status: 'ok', version: productVersion }, 200) : c.json(unavailable, 503)))
    .get('/livez', (c) => c.json({ status: 'ok' }, 200))
    .get('/readyz', async (c) => {
      const { state } = ops.lifecycle;
      if (state !== 'ready') return c.json(notReady[state], 503, { 'Retry-After': '1' });
      return (await databaseAnswers()) ? c.json({ status: 'ok' }, 200) : c.json(unavailable, 503);
    });
}
