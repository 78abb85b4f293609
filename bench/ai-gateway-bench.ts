// The AI gateway's own share of latency and CPU: time to first and last token through `/api/ai/run` minus the same
// measured directly against the provider double, in one run; beside it, in the same rounds, the floor we answer to
// (hono relaying through the AI SDK, `ai-floor-relays.ts sdk`) and a bare Node relay (`proxy`). Prints the budget of
// decision 050: our CPU above the floor, the 50-stream tail and the one-stream first token against the floor's.
import postgres from 'postgres';
import { admissionProbe } from './ai-admission-probe.ts';
import { cpuMs, pct, signUp, startOwn, stopOwn, timeStream } from './ai-bench-support.ts';
import { startBenchServer } from './ai-bench-server.ts';
import { printBudget, printRows } from './ai-gateway-report.ts';

const firstTokenDelayMs = 20;
const double = await startOwn('./ai-provider-double.ts', [String(firstTokenDelayMs)]);
const relay = await startOwn('./ai-floor-relays.ts', ['proxy', double.url]);
// AI_BENCH_FROM_SOURCE=1 runs the sources through tsx; AI_BENCH_CPU_PROFILE=<dir> writes the server's CPU profile and
// the floor's, to compare where each spends its time; AI_BENCH_FLOOR_NODE_FLAGS gives the floor Node flags (the
// server's, to tell what they give any relay from what our code costs).
const floorFlags = process.env.AI_BENCH_FLOOR_NODE_FLAGS?.split(' ').filter(Boolean);
const floor = await startOwn('./ai-floor-relays.ts', ['sdk', double.url], { profileDir: process.env.AI_BENCH_CPU_PROFILE, nodeFlags: floorFlags });
const fromSource = process.env.AI_BENCH_FROM_SOURCE === '1';
const server = await startBenchServer({ providerUrl: double.url, fromSource, profileDir: process.env.AI_BENCH_CPU_PROFILE });

// Concurrent streams come from different users, as in production (one person does not run 50 actions at once):
// 200 Free users, taken in turn, so each stays far below its day window and the limiter stays in the path.
const tokens: string[] = [];
for (let i = 0; i < 200; i++) tokens.push(await signUp(server.base, `bench-${i}-${Date.now()}@example.com`));
// The machine's own price of the admission's hop: a `select 1` to the server's database, idle since the last run, timed
// from here in each one-stream round (decision 050: most of one stream's time above the floor is that round trip).
// Outside the gateway's turn, so its CPU is not the gateway's; none when the database is PGlite (no socket to reach).
const options = { max: 1, connect_timeout: 5, onnotice: () => undefined };
const database = typeof server.database === 'string' ? postgres(server.database, options) : postgres({ ...server.database, ...options });
const roundTrip = async (): Promise<number | undefined> => {
  const start = performance.now();
  return database`select 1`.then(() => performance.now() - start, () => undefined);
};
// And the admission's own statement for one Free run, sent as the server sends it (drizzle over postgres.js), for a
// user of its own: the part of one stream's time that decision 035 keeps before the provider hears of a run.
const admission = await admissionProbe(server.base, server.database);
let runs = 0;
const nextToken = () => tokens[runs++ % tokens.length]!;

const json = { 'content-type': 'application/json' };
const runBody = JSON.stringify({ action: 'tldr', text: 'Some selected text to summarize.' });
const direct = () => timeStream(`${double.url}/v1/chat/completions`, { method: 'POST', headers: json, body: JSON.stringify({ model: 'bench', stream: true, messages: [{ role: 'user', content: 'hi' }] }) }, (c) => /"content":"[^"]/.test(c));
const gateway = () => timeStream(`${server.base}/api/ai/run`, { method: 'POST', headers: { ...json, authorization: `Bearer ${nextToken()}` }, body: runBody }, (c) => c.includes('event: delta'));
const relayed = () => timeStream(relay.url, { method: 'POST', headers: json, body: runBody }, (c) => /"content":"[^"]/.test(c));
const floored = () => timeStream(`${floor.url}/run`, { method: 'POST', headers: json, body: runBody }, (c) => c.includes('event: delta'));

type Timed = { first: number; last: number };
type Target = { run: () => Promise<Timed | null>; times: Timed[]; cpu: () => number; spent: number; db: number };
async function measure(concurrency: number, rounds: number) {
  const target = (run: Target['run'], cpu: () => number): Target => ({ run, times: [], cpu, spent: 0, db: 0 });
  const d = target(direct, () => 0);
  const r = target(relayed, () => cpuMs(relay.pid));
  const f = target(floored, () => cpuMs(floor.pid));
  const g = target(gateway, () => cpuMs(server.pid));
  let failed = 0;
  const trips: number[] = [];
  const admissions: number[] = [];
  // Targets taken in turn each round, so that the machine's drift touches all of them alike.
  for (let round = 0; round < rounds; round++) {
    // One of the two a round, so that each finds the database idle, as a lone run does.
    const probe = round % 2 === 0 ? { run: roundTrip, into: trips } : { run: admission.time, into: admissions };
    const trip = concurrency === 1 ? await probe.run() : undefined;
    if (trip !== undefined) probe.into.push(trip);
    for (const t of [d, r, f, g]) {
      const [cpuBefore, dbBefore] = [t.cpu(), t === g ? server.databaseCpuMs() : 0];
      const results = await Promise.all(Array.from({ length: concurrency }, () => t.run()));
      t.spent += t.cpu() - cpuBefore;
      if (t === g) t.db += server.databaseCpuMs() - dbBefore;
      for (const result of results) {
        if (result) t.times.push(result);
        else if (t === g) failed += 1;
        else throw new Error('the provider double or a relay failed a stream');
      }
    }
  }
  const added = (t: Target, key: 'first' | 'last', p: number) => pct(t.times.map((x) => x[key]), p) - pct(d.times.map((x) => x[key]), p);
  const n = concurrency * rounds;
  const of = (t: Target) => ({ ttftP50: added(t, 'first', 50), ttftP99: added(t, 'first', 99), cpuPerRun: t.spent / n });
  return { concurrency, samples: g.times.length, failed, lastP50: added(g, 'last', 50), directTtftP50: pct(d.times.map((x) => x.first), 50), dbPerRun: g.db / n, dbRoundTripP50: trips.length ? pct(trips, 50) : undefined, admissionP50: admissions.length ? pct(admissions, 50) : undefined, gateway: of(g), floor: of(f), relay: of(r) };
}

// Each level is measured in steady state, as a running server is: unrecorded rounds at that concurrency (at least 400
// runs) warm the JIT and open the connections that level needs (to the provider and to PostgreSQL), which a server keeps.
const steady = async (concurrency: number, rounds: number) => {
  await measure(concurrency, Math.max(2, Math.ceil(400 / concurrency)));
  return { ...(await measure(concurrency, rounds)), peakMb: server.peakMemoryMb() };
};
// AI_BENCH_ONLY=<streams> measures one level alone (with AI_BENCH_CPU_PROFILE, a profile of that level).
const only = Number(process.env.AI_BENCH_ONLY);
const levels: [number, number][] = only ? [[only, Math.max(1, Math.round(1000 / only))]] : [[1, 200], [50, 4], [200, 1]];
const rows = [];
for (const [concurrency, rounds] of levels) rows.push(await steady(concurrency, rounds));
const peakMb = server.peakMemoryMb();
await Promise.all([database.end(), admission.end()]);
await server.stop();
stopOwn();

printRows(rows, { firstTokenDelayMs, fromSource, database: process.env.DATABASE_URL ? 'PostgreSQL by URL' : 'embedded database', peakMb });
printBudget(rows, peakMb, only || undefined);
