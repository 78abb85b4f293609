import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningServer {
  url: string;
  dataDir: string;
  /** Everything the server printed, for tests that check what is (not) logged. */
  output(): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The migrated embedded database's folder `global-setup.ts` made once for the whole run (unset when it was not run). */
const templateEnv = 'SELECTA_E2E_PGDATA_TEMPLATE';

/**
 * Runs the BUILT server (`apps/server/dist/index.js`, what `npm start` runs) on a free port with a fresh
 * data folder and the embedded defaults, and waits until `/healthz` answers. `env` overrides anything.
 * The data folder starts from a copy of the run's migrated database: creating and migrating one costs each
 * server several seconds, copying it a few milliseconds. Production refuses the test checkout and the mail outbox
 * unless allowed (decision 015): the tests allow both, explicitly. A local model (Ollama) on the test machine is not
 * looked for unless a test says where (decision 020).
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'selecta-e2e-'));
  const template = process.env[templateEnv];
  if (template && !env.DATABASE_URL) cpSync(template, path.join(dataDir, path.basename(template)), { recursive: true });
  return spawnServer(dataDir, env);
}

/** Makes the migrated database every server of this run starts from; returns a function that removes it. */
export async function prepareDatabaseTemplate(): Promise<() => void> {
  // Creating and migrating the database is the slow part of a first start: give it room on a busy machine.
  const server = await spawnServer(mkdtempSync(path.join(tmpdir(), 'selecta-e2e-template-')), {}, { keepData: true, startSeconds: 180 });
  await server.stop();
  // The embedded PostgreSQL's stopped cluster (or PGlite's files, on a machine without PostgreSQL binaries).
  const cluster = path.join(server.dataDir, 'postgres');
  process.env[templateEnv] = existsSync(cluster) ? cluster : path.join(server.dataDir, 'pgdata');
  return () => rmSync(server.dataDir, { recursive: true, force: true });
}

async function spawnServer(dataDir: string, env: Record<string, string>, { keepData = false, startSeconds = 60 } = {}): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  let output = '';
  const child: ChildProcess = spawn(path.join(root, 'node_modules/.bin/node'), ['apps/server/dist/index.js'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', PORT: String(port), PUBLIC_URL: url, DATA_DIR: dataDir, AUTH_RATE_LIMITS: 'false', ALLOW_TEST_CHECKOUT: 'true', ALLOW_OUTBOX_MAIL: 'true', AI_DISCOVERY_URLS: 'off', SHUTDOWN_DELAY_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // If this process dies first (a crash, an unhandled error), the server goes with it rather than living on orphaned.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const deadline = Date.now() + startSeconds * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited at start:\n${output}`);
    const ok = await fetch(`${url}/healthz`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer /healthz within ${startSeconds} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    dataDir,
    output: () => output,
    async stop() {
      process.off('exit', killOnExit);
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
