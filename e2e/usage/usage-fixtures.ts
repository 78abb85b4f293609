import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { startOpenAiDouble, type StreamingDouble } from '@selecta/test-doubles/openai-server';
import { signInByApi } from '../account/account-helpers.ts';
import { test as base } from '../support/fixtures.ts';
import { type RunningServer, startServer } from '../support/start-server.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const demoPassword = 'demo password 42';

interface UsageWorker {
  /** The built server on a database holding the demo team (`npm run seed:demo`), with an AI provider double. */
  server: RunningServer;
  prefix: string;
  double: StreamingDouble;
}

/** The demo team's accounts in this worker's database. */
export const demo = (prefix: string) => ({ owner: `${prefix}-owner@example.com`, admin: `${prefix}-admin@example.com`, member: `${prefix}-member-1@example.com` });

export const test = base.extend<object, UsageWorker>({
  prefix: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter
    async ({}, use, info) => use(`usage${info.workerIndex}-${Date.now().toString(36)}`),
    { scope: 'worker' },
  ],
  double: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter
    async ({}, use) => {
      const double = await startOpenAiDouble({ reply: 'Thanks for your message: we are on it.' });
      await use(double);
      await double.close();
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ prefix, double }, use) => {
      // The seed writes to the embedded database before the server opens it (one server owns a DATA_DIR's database).
      const dataDir = mkdtempSync(path.join(tmpdir(), 'selecta-e2e-usage-'));
      // The migrated template global-setup made: the embedded PostgreSQL's cluster (`postgres/`) or PGlite's `pgdata/`.
      const template = process.env.SELECTA_E2E_PGDATA_TEMPLATE;
      if (template) cpSync(template, path.join(dataDir, path.basename(template)), { recursive: true });
      execFileSync(path.join(root, 'node_modules/.bin/node'), ['--import', 'tsx', 'apps/server/scripts/seed-demo.ts', prefix], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
        stdio: 'ignore',
      });
      const server = await startServer({ DATA_DIR: dataDir, AI_PROVIDER: 'openai-compatible', AI_BASE_URL: `${double.url}/v1`, AI_MODEL: 'demo-model' });
      await use(server);
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 240_000 },
  ],
});
export { expect } from '../support/fixtures.ts';

/** Signs `email` in this browser the way supabase-js keeps a session, and returns its bearer header for API calls. */
export async function signInAs(page: Page, request: APIRequestContext, email: string, lang: 'en' | 'es') {
  const response = await signInByApi(request, email, demoPassword);
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()}`);
  const session = (await response.json()) as { access_token: string };
  await page.goto(`/${lang}/privacy`);
  const key = `sb-${new URL(page.url()).hostname.split('.')[0]}-auth-token`;
  await page.evaluate(([k, v]) => localStorage.setItem(k!, v!), [key, JSON.stringify(session)]);
  return { authorization: `Bearer ${session.access_token}` };
}

/** A real run through the gateway (and the provider double), read to its end. */
export async function runAction(request: APIRequestContext, bearer: Record<string, string>, data: Record<string, unknown>) {
  const response = await request.post('/api/ai/run', { headers: bearer, data: { text: 'Hello, my order has not arrived.', ...data } });
  if (response.status() !== 200) throw new Error(`run failed: ${response.status()} ${await response.text()}`);
  await response.text();
}
