// The server side of `npm run bench:auth`: the real app (the embedded database in a temp DATA_DIR, or DATABASE_URL)
// plus a bare Hono route in the same process as the baseline. Prints {"port": n} when ready.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { parseEnv } from '../apps/server/src/env.ts';
import { createLogger } from '../apps/server/src/lib/logger.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'selecta-bench-auth-'));
const env = parseEnv({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  // Per-IP limits off: every request comes from 127.0.0.1 and GoTrue's /token limit (30 burst, 150 per
  // 5 min) would turn the bench into a 429 test. Their cost is one upsert per /token call (rate-limit.ts).
  AUTH_RATE_LIMITS: 'false',
  ALLOW_TEST_CHECKOUT: 'true',
  ALLOW_OUTBOX_MAIL: 'true',
  DATABASE_URL: process.env.DATABASE_URL,
});
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
await migrateDatabase(database);
const root = new Hono();
root.get('/bare', (c) => c.json({ ok: true }));
root.route('/', createApp({ env, db: database.db, logger: createLogger(env) }));
const server = serve({ fetch: root.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  process.stdout.write(`${JSON.stringify({ port: info.port })}\n`);
});
process.on('SIGTERM', () => {
  server.close();
  void database.close().finally(() => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
});
