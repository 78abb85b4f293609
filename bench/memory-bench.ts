// The memory and start-up of the built server on its embedded database against the same server on PostgreSQL by
// URL, in one run (issue 24, decision 036). Memory is the PSS of the server, its child processes and, by URL, the
// PostgreSQL backends serving its database, sampled every 100 ms.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { signUp, startOwn, stopOwn, timeStream } from './ai-bench-support.ts';
import { cpuSeconds, processTree, sampleMemory } from './process-memory.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
// MEMORY_BENCH_SERVER=<file> measures another build in the embedded column (an earlier commit's, for a before/after).
const serverFile = path.resolve(root, process.env.MEMORY_BENCH_SERVER ?? 'apps/server/dist/index.js');
const rounds = Number(process.env.MEMORY_BENCH_ROUNDS ?? 2);
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
if (!process.env.MEMORY_BENCH_SERVER) execFileSync(path.join(root, 'node_modules/.bin/tsup'), { cwd: path.join(root, 'apps/server'), stdio: 'ignore' });
const double = await startOwn('./ai-provider-double.ts', ['20']);
const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** The built server on a free port: its pid at once, and the seconds until `/healthz` answers once it does. */
async function launch(dataDir: string, databaseUrl: string | undefined) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const server = spawn(path.join(root, 'node_modules/.bin/node'), [serverFile], {
    cwd: root,
    env: { ...process.env, PORT: String(port), PUBLIC_URL: base, DATA_DIR: dataDir, LOG_LEVEL: 'warn', AUTH_RATE_LIMITS: 'false', AI_PROVIDER: 'openai-compatible', AI_BASE_URL: `${double}/v1`, AI_MODEL: 'bench', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const ready = (async () => {
    while (!(await fetch(`${base}/healthz`).then((r) => r.ok, () => false))) {
      if (server.exitCode !== null) throw new Error('the server exited at start');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return (performance.now() - started) / 1000;
  })();
  const stop = async () => {
    server.kill('SIGTERM');
    await exited;
  };
  return { base, pid: server.pid!, ready, stop };
}

async function measure(label: 'embedded' | 'url') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'selecta-bench-memory-'));
  const name = `selecta_bench_memory_${randomBytes(4).toString('hex')}`;
  let databaseUrl: string | undefined;
  if (label === 'url') {
    await admin.unsafe(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  try {
    const server = await launch(dataDir, databaseUrl);
    const backends = async () => (databaseUrl ? (await admin<{ pid: number }[]>`select pid from pg_stat_activity where datname = ${name}`).map((r) => r.pid) : []);
    const memory = sampleMemory(async () => [...processTree(server.pid), ...(await backends())]);
    const firstStart = await server.ready;
    const firstStartCpu = cpuSeconds([...processTree(server.pid), ...(await backends())]);
    const peakStart = memory.reset();
    const restAfterStart = await memory.rest();

    memory.reset();
    const tokens = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signUp(server.base, `memory-${i}@example.com`)),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const peakSignUps = memory.reset();
    const rest = await memory.rest();

    // bench:ai's levels (1, 50 and 200 concurrent streams), each user taken in turn.
    memory.reset();
    let runs = 0;
    let failed = 0;
    const run = () => timeStream(`${server.base}/api/ai/run`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[runs++ % tokens.length]}` }, body: JSON.stringify({ action: 'tldr', text: 'Some selected text to summarize.' }) }, (c) => c.includes('event: delta'));
    for (const [streams, times] of [[1, 50], [50, 4], [200, 1]] as const) {
      for (let t = 0; t < times; t++) failed += (await Promise.all(Array.from({ length: streams }, run))).filter((r) => r === null).length;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const peakAi = memory.reset();
    await memory.stop();
    await server.stop();

    const restarted = await launch(dataDir, databaseUrl);
    const restart = await restarted.ready;
    const restartCpu = cpuSeconds([...processTree(restarted.pid), ...(await backends())]);
    const again = sampleMemory(async () => [...processTree(restarted.pid), ...(await backends())]);
    const restAfterRestart = await again.rest();
    await again.stop();
    await restarted.stop();
    return { firstStart, firstStartCpu, restart, restartCpu, peakStart, restAfterStart, rest, peakSignUps, peakAi, restAfterRestart, failed };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) await admin.unsafe(`drop database if exists ${name} with (force)`);
  }
}

type Figures = Awaited<ReturnType<typeof measure>>;
const results: Record<'embedded' | 'url', Figures[]> = { embedded: [], url: [] };
// Alternated, so that what else the machine does weighs on both alike.
for (let r = 0; r < rounds; r++) for (const label of ['embedded', 'url'] as const) results[label].push(await measure(label));
await admin.end();
stopOwn();

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const rows: [string, keyof Figures, number][] = [
  ['first start, empty DATA_DIR (s)', 'firstStart', 2],
  ['  CPU used by it (s)', 'firstStartCpu', 2],
  ['restart (s)', 'restart', 2],
  ['  CPU used by it (s)', 'restartCpu', 2],
  ['peak during first start (MB)', 'peakStart', 0],
  ['at rest after start (MB)', 'restAfterStart', 0],
  ['at rest after 40 sign-ups (MB)', 'rest', 0],
  ['peak during 40 sign-ups (MB)', 'peakSignUps', 0],
  ['peak during AI burst (MB)', 'peakAi', 0],
  ['at rest after a restart (MB)', 'restAfterRestart', 0],
];
const cell = (key: keyof Figures, label: 'embedded' | 'url', digits: number) => {
  const values = results[label].map((f) => f[key]);
  return `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;
};
console.log(`\nMemory (PSS: server + children + its database's processes) and start-up; median (range) of ${rounds} alternated runs`);
console.log(`embedded: ${path.relative(root, serverFile)} on an empty DATA_DIR; by URL: ${new URL(adminUrl).host}, a new database each run\n`);
console.log(`${''.padEnd(34)}${'embedded'.padEnd(22)}${'PostgreSQL by URL'.padEnd(22)}ratio`);
for (const [title, key, digits] of rows) {
  const ratio = median(results.embedded.map((f) => f[key])) / median(results.url.map((f) => f[key]));
  console.log(`${title.padEnd(34)}${cell(key, 'embedded', digits).padEnd(22)}${cell(key, 'url', digits).padEnd(22)}${ratio.toFixed(2)}`);
}
const failed = [...results.embedded, ...results.url].reduce((sum, f) => sum + f.failed, 0);
const ratioOf = (key: keyof Figures) => median(results.embedded.map((f) => f[key])) / median(results.url.map((f) => f[key]));
const peakRatio = Math.max(ratioOf('peakStart'), ratioOf('peakSignUps'), ratioOf('peakAi'));
console.log('\ngoals (issue 24):');
console.log(`  at rest within 1.5× by URL: ${ratioOf('rest').toFixed(2)}× ${ratioOf('rest') <= 1.5 ? 'ok' : 'MISSED'}`);
console.log(`  peaks within 1.5× by URL: ${peakRatio.toFixed(2)}× ${peakRatio <= 1.5 ? 'ok' : 'MISSED'}`);
console.log(`  first start < 3 s: ${median(results.embedded.map((f) => f.firstStart)).toFixed(2)} s ${median(results.embedded.map((f) => f.firstStart)) < 3 ? 'ok' : 'MISSED'}`);
console.log(`  restart < 1 s: ${median(results.embedded.map((f) => f.restart)).toFixed(2)} s ${median(results.embedded.map((f) => f.restart)) < 1 ? 'ok' : 'MISSED'}`);
console.log(`  failed AI runs: ${failed}`);
