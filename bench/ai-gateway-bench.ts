// The AI gateway's own share of latency: time to first and last token through `/api/ai/run` minus the same
// measured directly against the provider double, in one run; beside it a bare Node relay (`ai-floor-relays.ts proxy`)
// measured in the same rounds, so the gateway's tail and CPU per run print as ratios to what any Node relay pays here.
// Prints figures and the targets of issues 5 and 24.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuMs, pct, startOwn, stopOwn, timeStream } from './ai-bench-support.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const firstTokenDelayMs = 20;
const double = await startOwn('./ai-provider-double.ts', [String(firstTokenDelayMs)]);
const relay = await startOwn('./ai-floor-relays.ts', ['proxy', double.url]);
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

const relayed = () =>
  timeStream(relay.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action: 'tldr', text: 'Some selected text to summarize.' }) }, (c) => /"content":"[^"]/.test(c));

type Timed = { first: number; last: number };
async function measure(concurrency: number, rounds: number) {
  const targets = [
    { run: direct, times: [] as Timed[], pid: 0, cpu: 0 },
    { run: relayed, times: [] as Timed[], pid: relay.pid, cpu: 0 },
    { run: gateway, times: [] as Timed[], pid: server.pid!, cpu: 0 },
  ];
  const [d, r, g] = targets as [typeof targets[0], typeof targets[0], typeof targets[0]];
  let failed = 0;
  for (let round = 0; round < rounds; round++) {
    for (const target of targets) {
      const cpuBefore = target.pid && cpuMs(target.pid);
      const results = await Promise.all(Array.from({ length: concurrency }, () => target.run()));
      if (target.pid) target.cpu += cpuMs(target.pid) - cpuBefore;
      for (const result of results) {
        if (result) target.times.push(result);
        else if (target === g) failed += 1;
        else throw new Error('the provider double or the relay failed a stream');
      }
    }
  }
  const added = (t: typeof d, key: 'first' | 'last', p: number) => pct(t.times.map((x) => x[key]), p) - pct(d.times.map((x) => x[key]), p);
  const runs = concurrency * rounds;
  return {
    concurrency, samples: g.times.length, failed, ttftP50: added(g, 'first', 50), ttftP99: added(g, 'first', 99), lastP50: added(g, 'last', 50),
    directTtftP50: pct(d.times.map((x) => x.first), 50), gatewayTtftP50: pct(g.times.map((x) => x.first), 50), cpuPerRun: g.cpu / runs,
    relayTtftP50: added(r, 'first', 50), relayTtftP99: added(r, 'first', 99), relayCpuPerRun: r.cpu / runs,
  };
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
console.log('\nthe same rounds through a bare Node relay (relay minus direct, ms), and the gateway as a multiple of it');
console.log('streams  relay TTFT p50  relay TTFT p99  relay CPU/run   gateway/relay: TTFT p50  TTFT p99  CPU/run');
const x = (a: number, b: number) => `${(a / b).toFixed(1)}×`.padStart(8);
for (const r of rows) console.log(`${String(r.concurrency).padStart(7)}  ${f(r.relayTtftP50)}         ${f(r.relayTtftP99)}         ${f(r.relayCpuPerRun)}                 ${x(r.ttftP50, r.relayTtftP50)}  ${x(r.ttftP99, r.relayTtftP99)} ${x(r.cpuPerRun, r.relayCpuPerRun)}`);
if (!only) {
  const [one, fifty, twoHundred] = rows as [typeof rows[0], typeof rows[0], typeof rows[0]];
  console.log('\ntargets:');
  console.log(`  added TTFT p50, 1 stream ≤ 1.5 ms: ${one.ttftP50.toFixed(2)} ms ${one.ttftP50 <= 1.5 ? 'ok' : 'MISSED'}`);
  console.log(`  added TTFT p99, 50 streams ≤ 15 ms: ${fifty.ttftP99.toFixed(2)} ms ${fifty.ttftP99 <= 15 ? 'ok' : 'MISSED'}`);
  console.log(`  added TTFT p99, 50 streams ≤ 2× the relay's (issue 24): ${(fifty.ttftP99 / fifty.relayTtftP99).toFixed(1)}× ${fifty.ttftP99 <= 2 * fifty.relayTtftP99 ? 'ok' : 'MISSED'}`);
  console.log(`  server CPU per run at 50 streams ≈ 0.4 ms (issue 24): ${fifty.cpuPerRun.toFixed(2)} ms ${fifty.cpuPerRun <= 0.45 ? 'ok' : 'MISSED'}`);
  console.log(`  no failed request at 200 streams: ${twoHundred.failed} failed ${twoHundred.failed === 0 ? 'ok' : 'MISSED'}`);
  console.log(`  server memory < 300 MB: ${peakMb.toFixed(0)} MB ${peakMb < 300 ? 'ok' : 'MISSED'}`);
}

server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
stopOwn();
rmSync(dataDir, { recursive: true, force: true });
