import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../lib/app-env.ts';

export function healthRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    try {
      await db.execute(sql`select 1`);
      return c.json({ status: 'ok' }, 200);
    } catch {
      return c.json({ code: 'database_unavailable', message: 'The database does not answer.' }, 503);
    }
  });
}
