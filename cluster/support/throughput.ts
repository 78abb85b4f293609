import { Client } from './client.ts';
import { journey, type UserPool } from './users.ts';

export interface Throughput {
  label: string;
  seconds: number;
  requests: number;
  runs: number;
  failed: number;
  requestsPerSecond: number;
  runsPerSecond: number;
  p50: number;
  p99: number;
  runP99: number;
  client: Client;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** `concurrency` users at a time do journeys through `base` for `seconds`; every request's latency is kept. */
export async function measure(label: string, base: string, pool: UserPool, seconds: number, concurrency: number): Promise<Throughput> {
  const client = new Client(base);
  const started = Date.now();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    while (Date.now() < deadline) {
      const user = pool.take(2);
      if (!user) throw new Error('the user pool ran out of runs: sign up more users for the throughput phases');
      await journey(client, user);
      pool.give(user);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (Date.now() - started) / 1000;
  const latencies = client.outcomes.map((o) => o.ended - o.started);
  const runs = client.outcomes.filter((o) => o.kind === 'run');
  return {
    label,
    seconds: elapsed,
    requests: client.outcomes.length,
    runs: runs.length,
    failed: client.outcomes.filter((o) => o.status < 200 || o.status >= 300 || (o.kind === 'run' && o.stream !== 'done')).length,
    requestsPerSecond: client.outcomes.length / elapsed,
    runsPerSecond: runs.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    runP99: percentile(runs.map((o) => o.ended - o.started), 99),
    client,
  };
}
