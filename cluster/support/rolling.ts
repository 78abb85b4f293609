import { Client, type Outcome } from './client.ts';
import { waitFor } from './free-port.ts';
import type { Replica } from './replicas.ts';
import { journey, type UserPool } from './users.ts';

export interface RollingRestart {
  replica: string;
  /** When the SIGTERM was sent (ms since the epoch). */
  at: number;
  /** How long the drain took to exit, and how. */
  exit: { code: number | null; signal: string | null; ms: number };
  /** From the SIGTERM until the proxy sent the restarted replica a request again. */
  backMs: number;
}

export interface RollingResult {
  client: Client;
  restarts: RollingRestart[];
  started: number;
  ended: number;
}

/**
 * An upgrade as an operator runs one (docs/self-hosting.md): each replica in turn is SIGTERMed, restarted once it has
 * exited, and is back in the proxy's rotation before the next one goes, while `concurrency` users do journeys (sign in,
 * refresh, usage, two runs) through the proxy all along.
 */
export async function rollingRestart(options: { proxy: string; replicas: Replica[]; pool: UserPool; concurrency: number }): Promise<RollingResult> {
  const client = new Client(options.proxy);
  const probe = new Client(options.proxy);
  const started = Date.now();
  let rolling = true;
  const load = async () => {
    while (rolling) {
      const user = options.pool.take(2);
      if (!user) throw new Error('the rolling restart ran out of users with runs left: sign up more for it');
      await journey(client, user);
      options.pool.give(user);
    }
  };
  const users = Array.from({ length: options.concurrency }, load);
  const restarts: RollingRestart[] = [];
  try {
    for (const replica of options.replicas) {
      const at = Date.now();
      const exit = await replica.stop('SIGTERM');
      await replica.start();
      // Back in rotation: the proxy's health check has seen it ready and sends it requests again.
      await waitFor(`the proxy to send ${replica.name} requests again`, async () => (await probe.call('probe', '/livez')).outcome.upstream === replica.hostport, 30_000, 50);
      restarts.push({ replica: replica.name, at, exit, backMs: Date.now() - at });
    }
  } finally {
    rolling = false;
    await Promise.all(users);
  }
  return { client, restarts, started, ended: Date.now() };
}

const failedRun = (o: Outcome) => o.kind === 'run' && (o.status !== 200 || o.stream !== 'done');

/** What users saw during the rolling restart: every run, sign-in and refresh that did not succeed. */
export function rollingProblems(result: RollingResult): { runs: number; signIns: number; refreshes: number; failed: Outcome[]; draining: number } {
  const outcomes = result.client.outcomes;
  const count = (kind: string) => outcomes.filter((o) => o.kind === kind).length;
  const failed = outcomes.filter((o) => failedRun(o) || (o.kind !== 'run' && (o.status < 200 || o.status >= 300)));
  return {
    runs: count('run'),
    signIns: count('signin'),
    refreshes: count('refresh'),
    failed,
    draining: outcomes.filter((o) => o.code === 'server_draining').length,
  };
}
