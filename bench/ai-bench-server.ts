// The built server as bench:ai runs it: as the deployment kit runs it (LOG_LEVEL=info with its lines read off stdout,
// METRICS_PORT set), on the embedded database or DATABASE_URL's, in front of the provider double.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuMs } from './ai-bench-support.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** A port the system has just handed out, so that no other process's server answers our health check. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** Every process below `pid` (the embedded PostgreSQL's postmaster and backends), from /proc. */
function descendants(pid: number): number[] {
  const children = readdirSync(`/proc/${pid}/task`).flatMap((task) => {
    const list = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
    return list ? list.split(' ').map(Number) : [];
  });
  return children.flatMap((child) => [child, ...descendants(child)]);
}

/** The CPU of processes that may end between two readings (a backend closing): a gone one counts as 0 here. */
const cpuOrZero = (pid: number) => {
  try {
    return cpuMs(pid);
  } catch {
    return 0;
  }
};

/**
 * Starts the server (built unless `fromSource`; AI_BENCH_SERVER=<dir> runs another checkout's built server, for an
 * A/B of two builds in one sitting) and waits for its health check.
 */
export async function startBenchServer(options: { providerUrl: string; fromSource: boolean; profileDir?: string; dataDir?: string }) {
  const serverRoot = process.env.AI_BENCH_SERVER ?? root;
  if (!options.fromSource && !process.env.AI_BENCH_SERVER) execFileSync(path.join(root, 'node_modules/.bin/tsup'), { cwd: path.join(root, 'apps/server'), stdio: 'ignore' });
  // A given DATA_DIR holds a database seeded before the start (bench:console-render); it is removed at the stop too.
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'selecta-bench-ai-'));
  const [port, metricsPort] = [await freePort(), await freePort()];
  const base = `http://127.0.0.1:${port}`;
  const profileArgs = options.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.profileDir}`] : [];
  const entry = options.fromSource ? ['--import', 'tsx', 'apps/server/src/index.ts'] : [path.join(serverRoot, 'apps/server/dist/index.js')];
  // Node itself (not a wrapper), so that the pid measured is the server's, with the image's flags (its CMD).
  // AI_BENCH_NODE_FLAGS replaces them, to measure others ('' for Node's defaults).
  const flags = process.env.AI_BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? ['--max-semi-space-size=32'];
  const server = spawn(path.join(root, 'node_modules/.bin/node'), [...profileArgs, ...flags, ...entry], {
    cwd: options.fromSource ? root : serverRoot,
    env: {
      ...process.env,
      ...{ PORT: String(port), METRICS_PORT: String(metricsPort), PUBLIC_URL: base, DATA_DIR: dataDir, LOG_LEVEL: 'info', AUTH_RATE_LIMITS: 'false' },
      ...{ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: `${options.providerUrl}/v1`, AI_MODEL: 'bench' },
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // A log collector reads every line, as the container runtime does in production.
  server.stdout.resume();
  for (let i = 0; ; i++) {
    if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) break;
    if (i > 600) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  const pid = server.pid!;
  return {
    base,
    pid,
    /** Where the server's database listens: DATABASE_URL's, or the embedded cluster's socket in DATA_DIR. */
    database: process.env.DATABASE_URL ?? { host: path.join(dataDir, 'postgres'), port: 5432, username: 'postgres', database: 'postgres' },
    /** The embedded database's CPU so far (0 with DATABASE_URL: that server is not ours to read). */
    databaseCpuMs: () => descendants(pid).reduce((sum, child) => sum + cpuOrZero(child), 0),
    peakMemoryMb: () => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
