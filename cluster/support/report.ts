import type { ChaosResult } from './chaos.ts';
import { rollingProblems, type RollingResult } from './rolling.ts';
import { percentile, type Throughput } from './throughput.ts';

interface Checks {
  lostSignUps: string[];
  limits: string[];
  revocations: string[];
  streams: string[];
  errors: string[];
  provider: { refused: number; reached: string[]; arrivals: number; admitted: number };
  errorLogs: string[];
}

const list = (title: string, items: string[]) => {
  console.log(`  ${title}: ${items.length === 0 ? 'none' : items.length}`);
  for (const item of items.slice(0, 8)) console.log(`    - ${item}`);
  if (items.length > 8) console.log(`    … and ${items.length - 8} more`);
};

/** The run's figures: throughput and p99 for 1 and 3 replicas (the two phases of each summed), then the chaos minute. */
export function printReport({ throughput, rolling, chaos, checks, readyPath, dir }: { throughput: Throughput[]; rolling: RollingResult; chaos: ChaosResult; checks: Checks; readyPath: string; dir: string }): void {
  console.log(`\nCluster: PostgreSQL, 3 built servers, Caddy (readiness ${readyPath}); logs in ${dir}`);
  console.log('\nthroughput (journeys: sign in, refresh, usage, 2 AI runs; 8 users at a time)');
  console.log('replicas     requests  req/s   runs/s  p50 ms  p99 ms  run p99 ms  failed');
  const rows: Record<string, Throughput[]> = {};
  for (const t of throughput) (rows[t.label] ??= []).push(t);
  const rate: Record<string, number> = {};
  for (const [label, phases] of Object.entries(rows)) {
    const outcomes = phases.flatMap((p) => p.client.outcomes);
    const secs = phases.reduce((s, p) => s + p.seconds, 0);
    const runs = outcomes.filter((o) => o.kind === 'run');
    rate[label] = outcomes.length / secs;
    const lat = outcomes.map((o) => o.ended - o.started);
    console.log(
      `${label.padEnd(11)}  ${String(outcomes.length).padStart(8)}  ${rate[label]!.toFixed(1).padStart(5)}  ${(runs.length / secs).toFixed(1).padStart(7)}  ${String(percentile(lat, 50)).padStart(6)}  ${String(percentile(lat, 99)).padStart(6)}  ${String(percentile(runs.map((o) => o.ended - o.started), 99)).padStart(10)}  ${String(phases.reduce((n, p) => n + p.failed, 0)).padStart(6)}`,
    );
  }
  console.log(`3 replicas / 1 replica, requests per second: ${(rate['3 replicas']! / rate['1 replica']!).toFixed(2)}× (2 cores shared by the proxy, the database, the load and the replicas)`);

  const seen = rollingProblems(rolling);
  console.log(`\nrolling restart: ${((rolling.ended - rolling.started) / 1000).toFixed(0)} s, 8 users at a time through the proxy`);
  for (const r of rolling.restarts) console.log(`  ${r.replica}: SIGTERM at +${((r.at - rolling.started) / 1000).toFixed(1)} s, exited ${r.exit.code ?? r.exit.signal} after ${r.exit.ms} ms, back in rotation after ${r.backMs} ms`);
  console.log(`  runs ${seen.runs}, sign-ins ${seen.signIns}, refreshes ${seen.refreshes}; failed ${seen.failed.length}, refused as draining ${seen.draining}`);

  const { faults } = chaos;
  const at = (t: number) => `+${((t - chaos.started) / 1000).toFixed(1)} s`;
  const runs = chaos.client.outcomes.filter((o) => o.kind === 'run');
  const count = (f: (o: (typeof runs)[number]) => boolean) => runs.filter(f).length;
  console.log(`\nchaos: ${((chaos.ended - chaos.started) / 1000).toFixed(0)} s through the proxy`);
  console.log(`  ${faults.killed.replica.name} SIGKILLed at ${at(faults.killed.at)}; ${faults.terminated.replica.name} SIGTERMed at ${at(faults.terminated.at)}, exited ${faults.terminated.exit?.code ?? faults.terminated.exit?.signal} after ${faults.terminated.exit?.ms} ms`);
  for (const r of faults.restarts) console.log(`  ${r.replica} restarted at ${at(r.at)}, ready in ${r.ms} ms`);
  console.log(`  sign-ups acknowledged: ${chaos.signedUp.length}; requests: ${chaos.client.outcomes.length}`);
  console.log(`  runs: ${runs.length} (done ${count((o) => o.stream === 'done')}, error event ${count((o) => o.stream === 'error-event')}, cut ${count((o) => o.stream === 'cut')}, hung ${count((o) => o.stream === 'hang')}, 429 ${count((o) => o.status === 429)}, 503 draining ${count((o) => o.code === 'server_draining')})`);
  const kinds = ['logout', 'password', 'delete'] as const;
  for (const kind of kinds) {
    const done = chaos.revocations.filter((r) => r.kind === kind);
    const lags = done.flatMap((r) => Object.values(r.lagMs));
    console.log(`  ${kind} on one replica, tried on the others at once: ${done.length} times, accepted afterwards ${lags.length} times${lags.length ? ` (max ${Math.max(...lags)} ms)` : ''}`);
  }
  console.log(`  provider requests: ${checks.provider.arrivals} for ${checks.provider.admitted} admitted runs; refused runs that reached it: ${checks.provider.reached.length} of ${checks.provider.refused}`);
  console.log('\nproblems');
  list('lost sign-ups', checks.lostSignUps);
  list('limits and counts', checks.limits);
  list('ended sessions still accepted', checks.revocations);
  list('streams cut or hung', checks.streams);
  list('5xx and broken connections', checks.errors);
  list('refused runs at the provider', checks.provider.reached);
  list('error log lines', checks.errorLogs);
}
