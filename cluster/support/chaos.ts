import { Client, type Outcome } from './client.ts';
import type { Replica } from './replicas.ts';
import { type Revocation, type RevocationKind, revokeAcross } from './revocation.ts';
import { freeDailyRuns, journey, markerFor, plusMinuteRuns, type SimUser, signUpUser, UserPool } from './users.ts';

/** What happened to the replicas, when (ms since the epoch). */
export interface Faults {
  killed: { replica: Replica; at: number };
  terminated: { replica: Replica; at: number; exit?: { code: number | null; signal: string | null; ms: number } };
  restarts: { replica: string; at: number; ms: number }[];
}

export interface ChaosResult {
  client: Client;
  revocationClient: Client;
  /** Sign-ups answered with a session. */
  signedUp: SimUser[];
  limitUsers: SimUser[];
  /** Plus users, each of whom sent a burst of runs at once, spread by the proxy over the replicas. */
  plusUsers: SimUser[];
  revocations: Revocation[];
  faults: Faults;
  started: number;
  ended: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const draining = (o: Outcome) => o.status === 503 && o.code === 'server_draining';

/**
 * The bounded minute: users sign up, sign in, refresh and run actions through the proxy; limit users run past Free's
 * daily limit; sessions are ended on one replica and tried on the others; one replica is SIGKILLed and restarted,
 * another SIGTERMed (it drains) and restarted.
 */
export async function runChaos(options: { proxy: string; replicas: [Replica, Replica, Replica]; seconds: number; limitUsers: SimUser[]; plusUsers: SimUser[]; pool: SimUser[] }): Promise<ChaosResult> {
  const client = new Client(options.proxy);
  const started = Date.now();
  const ms = options.seconds * 1000;
  const deadline = started + ms;
  const live = () => Date.now() < deadline;
  const [, toKill, toTerminate] = options.replicas;
  const signedUp: SimUser[] = [];
  const revocations: Revocation[] = [];
  const pool = new UserPool(options.pool);
  const faults: Faults = { killed: { replica: toKill, at: 0 }, terminated: { replica: toTerminate, at: 0 }, restarts: [] };

  const signUps = async () => {
    while (live()) {
      const user = await signUpUser(client, 'chaos');
      if (user) {
        signedUp.push(user);
        pool.add(user);
      } else if (draining(client.outcomes.at(-1)!)) await sleep(200);
    }
  };
  const journeys = async () => {
    while (live()) {
      const user = pool.take(2);
      if (!user) {
        await sleep(100);
        continue;
      }
      await journey(client, user);
      pool.give(user);
    }
  };
  // Limit user i reaches Free's limit at its own time between 15 % and 85 % of the minute, so that refusals happen
  // before, during and after the faults: its k-th attempt is due at k/21 of that time (at once when a slow answer made
  // it late), and it goes on past the minute's end, if the machine is slow, until it has been refused twice.
  const limitUser = async (user: SimUser, i: number) => {
    const reachAt = ms * (0.15 + (0.7 * i) / Math.max(1, options.limitUsers.length - 1));
    let refusals = 0;
    for (let attempt = 1; refusals < 2 && Date.now() < deadline + 30_000; attempt++) {
      await sleep(started + (reachAt * Math.min(attempt, freeDailyRuns + 1)) / (freeDailyRuns + 1) - Date.now());
      const outcome = await client.run(user.session.accessToken, markerFor(user));
      if (outcome.status === 429) refusals += 1;
      if (draining(outcome) || outcome.status === 502) await sleep(100);
    }
  };
  // Plus user i sends Plus's minute allowance and three more runs at once, at its own moment of the minute (one
  // just after the SIGKILL, one during the drain); a burst never straddles a minute boundary, so one window counts it.
  const plusBurst = async (user: SimUser, i: number) => {
    await sleep(ms * (0.1 + (0.75 * i) / Math.max(1, options.plusUsers.length - 1)));
    const toNextMinute = 60_000 - (Date.now() % 60_000);
    if (toNextMinute < 5000) await sleep(toNextMinute + 50);
    await Promise.all(Array.from({ length: plusMinuteRuns + 3 }, () => client.run(user.session.accessToken, markerFor(user))));
  };
  // Direct to the replicas, bypassing the proxy: its outcomes are kept apart.
  const revocationClient = new Client(options.proxy);
  const kinds: RevocationKind[] = ['logout', 'password', 'delete'];
  const revocationProbe = async () => {
    for (let i = 0; live(); i++) {
      const ready = options.replicas.filter((r) => r.state === 'ready');
      if (ready.length < 2) {
        await sleep(100);
        continue;
      }
      const actor = ready[i % ready.length]!;
      const result = await revokeAcross(revocationClient, kinds[i % kinds.length]!, actor, ready.filter((r) => r !== actor));
      if (result) revocations.push(result);
    }
  };
  const faultPlan = async () => {
    await sleep(ms * 0.2);
    faults.killed.at = Date.now();
    await toKill.stop('SIGKILL');
    await sleep(ms * 0.15);
    let restart = Date.now();
    await toKill.start();
    faults.restarts.push({ replica: toKill.name, at: restart, ms: Date.now() - restart });
    await sleep(ms * 0.1);
    faults.terminated.at = Date.now();
    faults.terminated.exit = await toTerminate.stop('SIGTERM');
    restart = Date.now();
    await toTerminate.start();
    faults.restarts.push({ replica: toTerminate.name, at: restart, ms: Date.now() - restart });
  };

  await Promise.all([
    faultPlan(),
    ...Array.from({ length: 2 }, signUps),
    ...Array.from({ length: 4 }, journeys),
    ...options.limitUsers.map((user, i) => limitUser(user, i)),
    ...options.plusUsers.map((user, i) => plusBurst(user, i)),
    revocationProbe(),
  ]);
  return { client, revocationClient, signedUp, limitUsers: options.limitUsers, plusUsers: options.plusUsers, revocations, faults, started, ended: Date.now() };
}
