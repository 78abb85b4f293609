// The AI gateway's own share of latency: time to first and last token through `/api/ai/run` minus the same
// measured directly against the provider double, in one run. Prints figures and the targets of issue 5.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pct, startOwn, stopOwn, timeStream } from './ai-bench-support.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const firstTokenDelayMs = 20;
const double = { url: await startOwn('./ai-provider-double.ts', [String(firstTokenDelayMs)]) };
const dataDir = mkdtempSync(path.join(tmpdir(), 'selecta-bench-ai-'));
// A port the system has just handed out, so that no other process's server answers our health check.
const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address() as AddressInfo;
    probe.close(() => resolve(free));
  });
});
const base = `http://127.0.0.1:${port}`;
// The built server, as production runs it (tsx's compiler and source maps cost memory and start-up that production
// never pays); AI_BENCH_FROM_SOURCE=1 runs the sources through tsx instead. Node itself (not a wrapper), so that the
// pid measured below is the server's.
const fromSource = process.env.AI_BENCH_FROM_SOURCE === '1';
if (!fromSource) execFileSync(path.join(root, 'node_modules/.bin/tsup'), { cwd: path.join(root, 'apps/server'), stdio: 'ignore' });
// AI_BENCH_CPU_PROFILE=<dir> writes the server's CPU profile there (open it in Chrome's DevTools).
const profileDir = process.env.AI_BENCH_CPU_PROFILE;
const profileArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
const serverArgs = [...profileArgs, ...(fromSource ? ['--import', 'tsx', 'apps/server/src/index.ts'] : ['apps/server/dist/index.js'])];
const server = spawn(path.join(root, 'node_modules/.bin/node'), serverArgs, {
  cwd: root,
  env: { ...process.env, PORT: String(port), PUBLIC_URL: base, DATA_DIR: dataDir, LOG_LEVEL: 'warn', AUTH_RATE_LIMITS: 'false', AI_PROVIDER: 'openai-compatible', AI_BASE_URL: `${double.url}/v1`, AI_MODEL: 'bench' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
for (let i = 0; ; i++) {
  if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) break;
  if (i > 600) throw new Error('the server did not start');
  await new Promise((r) => setTimeout(r, 100));
}

// Concurrent streams come from different users, as in production (one person does not run 50 actions at once):
// 200 Free users, taken in turn, so each stays far below its day window and the limiter stays in the path.
const tokens: string[] = [];
for (let i = 0; i < 200; i++) {
  const res = await fetch(`${base}/auth/v1/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `bench-${i}-${Date.now()}@example.com`, password: 'bench-password-1' }) });
  tokens.push(((await res.json()) as { access_token: string }).access_token);
}
let runs = 0;
const nextToken = () => tokens[runs++ % tokens.length]!;

const direct = () =>
  timeStream(`${double.url}/v1/chat/completions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ model: 'bench', stream: true, messages: [{ role: 'user', content: 'hi' }] }) }, (c) => /"content":"[^"]/.test(c));
const gateway = () =>
  timeStream(`${base}/api/ai/run`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${nextToken()}` }, body: JSON.stringify({ action: 'tldr', text: 'Some selected text to summarize.' }) }, (c) => c.includes('event: delta'));

/** The server's CPU time so far (user + system), in ms: /proc's clock ticks are 10 ms each. */
const serverCpuMs = () => {
  const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

async function measure(concurrency: number, rounds: number) {
  let gatewayCpuMs = 0;
  const d: { first: number; last: number }[] = [];
  const g: { first: number; last: number }[] = [];
  let failed = 0;
  for (let r = 0; r < rounds; r++) {
    for (const [target, sink] of [[direct, d], [gateway, g]] as const) {
      const cpuBefore = serverCpuMs();
      const results = await Promise.all(Array.from({ length: concurrency }, () => target()));
      if (target === gateway) gatewayCpuMs += serverCpuMs() - cpuBefore;
      for (const result of results) {
        if (result) sink.push(result);
        else failed += 1;
      }
    }
  }
  const added = (key: 'first' | 'last', p: number) => pct(g.map((x) => x[key]), p) - pct(d.map((x) => x[key]), p);
  return { concurrency, samples: g.length, failed, ttftP50: added('first', 50), ttftP99: added('first', 99), lastP50: added('last', 50), directTtftP50: pct(d.map((x) => x.first), 50), gatewayTtftP50: pct(g.map((x) => x.first), 50), cpuPerRun: gatewayCpuMs / (concurrency * rounds) };
}

// Each level is measured in steady state, as a running server is: unrecorded rounds at that concurrency (at least 400
// runs) warm the JIT and open the connections that level needs (to the provider and to PostgreSQL), which a server
// keeps.
const peakMemoryMb = () => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const steady = async (concurrency: number, rounds: number) => {
  await measure(concurrency, Math.max(2, Math.ceil(400 / concurrency)));
  return { ...(await measure(concurrency, rounds)), peakMb: peakMemoryMb() };
};
// AI_BENCH_ONLY=<streams> measures one level alone (with AI_BENCH_CPU_PROFILE, a profile of that level).
const only = Number(process.env.AI_BENCH_ONLY);
const levels: [number, number][] = only ? [[only, Math.max(1, Math.round(1000 / only))]] : [[1, 200], [50, 4], [200, 1]];
const rows = [];
for (const [concurrency, rounds] of levels) rows.push(await steady(concurrency, rounds));
const peakMb = peakMemoryMb();

const f = (n: number) => n.toFixed(2).padStart(7);
const database = process.env.DATABASE_URL ? 'PostgreSQL by URL' : 'embedded database';
console.log(`\nAI gateway overhead (${fromSource ? 'sources through tsx' : 'built server'}, ${database}; provider double in its own process with a ${firstTokenDelayMs} ms first-token delay; gateway minus direct, ms)`);
console.log('streams  samples  failed  TTFT p50  TTFT p99  last p50   direct TTFT p50  gateway TTFT p50  server CPU/run  peak MB');
for (const r of rows) console.log(`${String(r.concurrency).padStart(7)}  ${String(r.samples).padStart(7)}  ${String(r.failed).padStart(6)}  ${f(r.ttftP50)}   ${f(r.ttftP99)}  ${f(r.lastP50)}   ${f(r.directTtftP50)}          ${f(r.gatewayTtftP50)}   ${f(r.cpuPerRun)}        ${r.peakMb.toFixed(0).padStart(4)}`);
console.log(`server peak memory (VmHWM): ${peakMb.toFixed(0)} MB`);
if (!only) {
  const [one, fifty, twoHundred] = rows as [typeof rows[0], typeof rows[0], typeof rows[0]];
  console.log('\ntargets:');
  console.log(`  added TTFT p50, 1 stream ≤ 1.5 ms: ${one.ttftP50.toFixed(2)} ms ${one.ttftP50 <= 1.5 ? 'ok' : 'MISSED'}`);
  console.log(`  added TTFT p99, 50 streams ≤ 15 ms: ${fifty.ttftP99.toFixed(2)} ms ${fifty.ttftP99 <= 15 ? 'ok' : 'MISSED'}`);
  console.log(`  no failed request at 200 streams: ${twoHundred.failed} failed ${twoHundred.failed === 0 ? 'ok' : 'MISSED'}`);
  console.log(`  server memory < 300 MB: ${peakMb.toFixed(0)} MB ${peakMb < 300 ? 'ok' : 'MISSED'}`);
}

server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
stopOwn();
rmSync(dataDir, { recursive: true, force: true });
