// `npm run test:cluster`: three built servers on one PostgreSQL behind Debian's Caddy, a minute of simulated users
// while one replica is SIGKILLed and another SIGTERMed, then what every user and the database show (issue 22).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startOpenAiDouble, type StreamingDouble } from '@selecta/test-doubles/openai-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Proxy, startCaddy } from './support/caddy.ts';
import { type ChaosResult, runChaos } from './support/chaos.ts';
import { freshDatabase } from './support/fresh-database.ts';
import { freePort } from './support/free-port.ts';
import { printReport } from './support/report.ts';
import { type Replica, replicaSet } from './support/replicas.ts';
import { rollingProblems, type RollingResult, rollingRestart } from './support/rolling.ts';
import { measure, type Throughput } from './support/throughput.ts';
import { type SimUser, signUpMany, upgradeToPlus, UserPool } from './support/users.ts';
import { Client } from './support/client.ts';
import { dayCounts, limitProblems, lostSignUps, minuteCounts, plusProblems, refusedAtProvider, revocationProblems, serverErrors, streamProblems } from './support/verdicts.ts';

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** The chaos minute; CLUSTER_SECONDS shortens it while working on the harness. */
const seconds = Number(process.env.CLUSTER_SECONDS ?? 60);
const phaseSeconds = Number(process.env.CLUSTER_PHASE_SECONDS ?? 5);

const dir = mkdtempSync(path.join(tmpdir(), 'selecta-cluster-'));
let database: Awaited<ReturnType<typeof freshDatabase>>;
let double: StreamingDouble;
let replicas: [Replica, Replica, Replica];
const proxies: Proxy[] = [];
let readyPath = '/healthz';
const throughput: Throughput[] = [];
let rolling: RollingResult;
let chaos: ChaosResult;
let everyone: SimUser[] = [];
let checks: Awaited<ReturnType<typeof verdicts>>;

async function verdicts() {
  const counts = await dayCounts(database.sql);
  const proxied = [...throughput.flatMap((t) => t.client.outcomes), ...rolling.client.outcomes, ...chaos.client.outcomes];
  const client = new Client(proxies[1]!.url);
  const provider = refusedAtProvider(proxied, chaos.revocations.flatMap((r) => r.refusedMarkers), double.requests.map((r) => JSON.stringify(r.body)));
  const admitted = [...counts.values()].flat().reduce((a, b) => a + b, 0) + chaos.revocations.reduce((n, r) => n + r.deletedRuns, 0);
  return {
    lostSignUps: await lostSignUps(database.sql, chaos.signedUp),
    limits: [...(await limitProblems(counts, proxied, chaos.limitUsers, everyone, replicas, client)), ...plusProblems(await minuteCounts(database.sql, chaos.plusUsers), proxied, chaos.plusUsers)],
    revocations: revocationProblems(chaos),
    streams: streamProblems(chaos, [...throughput.flatMap((t) => t.client.outcomes), ...rolling.client.outcomes]),
    errors: serverErrors(proxied, chaos.revocationClient.outcomes, chaos.faults, chaos.started),
    provider: { ...provider, arrivals: double.arrivals, admitted },
    errorLogs: replicas.flatMap((r) => r.errorLines().map((line) => `${r.name}: ${line.slice(0, 300)}`)),
  };
}

beforeAll(async () => {
  database = await freshDatabase(serverUrl);
  // Streams of about a third of a second: long enough to be in flight when a replica is stopped.
  double = await startOpenAiDouble({ reply: 'A short summary, streamed in small pieces as a provider does.', firstTokenDelayMs: 20, chunkDelayMs: 25, chunkSize: 6 });
  const [port1, port3] = [await freePort(), await freePort()];
  replicas = (await replicaSet({ count: 3, databaseUrl: database.url, providerUrl: double.url, publicUrl: `http://127.0.0.1:${port3}`, dir, readyPath: () => readyPath })) as [Replica, Replica, Replica];
  // The first replica migrates the new database; /readyz where the server has it (the ops branch), else /healthz.
  await replicas[0].start();
  if ((await fetch(`${replicas[0].url}/readyz`)).ok) readyPath = '/readyz';
  await Promise.all([replicas[1].start(), replicas[2].start()]);
  proxies.push(await startCaddy(dir, 'one', port1, [replicas[0].hostport], readyPath));
  proxies.push(await startCaddy(dir, 'three', port3, replicas.map((r) => r.hostport), readyPath));

  const setup = new Client(proxies[1]!.url);
  const pool = await signUpMany(setup, 'load', 80);
  const limitUsers = await signUpMany(setup, 'limit', 24);
  const plusUsers = await signUpMany(setup, 'plus', 6);
  const rollUsers = await signUpMany(setup, 'roll', 40);
  for (const user of plusUsers) await upgradeToPlus(setup, user);
  everyone = [...pool, ...limitUsers, ...plusUsers, ...rollUsers];
  // 1 and 3 replicas alternate, so that the machine's other work weighs on both alike.
  const users = new UserPool(pool);
  for (const [label, proxy] of [['1 replica', proxies[0]!], ['3 replicas', proxies[1]!], ['1 replica', proxies[0]!], ['3 replicas', proxies[1]!]] as const) {
    throughput.push(await measure(label, proxy.url, users, phaseSeconds, 8));
  }
  // An upgrade: every replica SIGTERMed and restarted in turn under load (decision 048).
  rolling = await rollingRestart({ proxy: proxies[1]!.url, replicas, pool: new UserPool(rollUsers), concurrency: 8 });
  chaos = await runChaos({ proxy: proxies[1]!.url, replicas, seconds, limitUsers, plusUsers, pool });
  everyone.push(...chaos.signedUp);
  checks = await verdicts();
  printReport({ throughput, rolling, chaos, checks, readyPath, dir });
});

afterAll(async () => {
  await Promise.all(proxies.map((p) => p.stop()));
  await Promise.all((replicas ?? []).filter((r) => r.state !== 'dead').map((r) => r.stop('SIGKILL')));
  await double?.close();
  await database?.drop();
  if (process.env.CLUSTER_KEEP_LOGS !== '1') rmSync(dir, { recursive: true, force: true });
});

describe('a rolling restart of the three replicas under load', () => {
  it('shows users no error: 0 runs failed or refused as draining, 0 sign-ins or refreshes failed', () => {
    const seen = rollingProblems(rolling);
    expect(rolling.restarts.map((r) => r.replica)).toEqual(replicas.map((r) => r.name));
    expect(seen.runs).toBeGreaterThan(0);
    expect(seen.signIns).toBeGreaterThan(0);
    expect(seen.refreshes).toBeGreaterThan(0);
    expect(seen.failed.map((o) => `${o.kind} ${o.status} ${o.code ?? ''} ${o.stream ?? ''} ${o.failure ?? ''} via ${o.upstream ?? 'the proxy'}`)).toEqual([]);
    expect(seen.draining).toBe(0);
  });

  it('drains each replica and exits 0 within the grace period', () => {
    for (const restart of rolling.restarts) {
      expect(restart.exit, restart.replica).toMatchObject({ code: 0 });
      expect(restart.exit.ms, restart.replica).toBeLessThan(10_000 + 2_000);
    }
  });
});

describe('three replicas behind Caddy, one SIGKILLed and one SIGTERMed', () => {
  it('loses no acknowledged sign-up', () => {
    expect(chaos.signedUp.length).toBeGreaterThan(0);
    expect(checks.lostSignUps).toEqual([]);
  });

  it("keeps every plan limit exact across the replicas (Free's day, Plus's minute under a burst) and loses no acknowledged run count", () => {
    expect(checks.limits).toEqual([]);
  });

  it('refuses a session ended on one replica on every other at once', () => {
    expect(chaos.revocations.map((r) => r.kind)).toEqual(expect.arrayContaining(['logout', 'password', 'delete']));
    expect(checks.revocations).toEqual([]);
  });

  it('ends every stream with its answer or an error event; none hangs, none is cut but by the SIGKILL', () => {
    expect(checks.streams).toEqual([]);
  });

  it('answers no 5xx but drain 503s (server_draining) and requests in flight on the SIGKILLed replica', () => {
    expect(checks.errors).toEqual([]);
  });

  it('drains on SIGTERM within the grace period and exits 0', () => {
    expect(chaos.faults.terminated.exit).toMatchObject({ code: 0 });
    expect(chaos.faults.terminated.exit!.ms).toBeLessThan(10_000 + 2_000);
  });

  it('lets no refused run reach the AI provider', () => {
    expect(checks.provider.refused).toBeGreaterThan(0);
    expect(checks.provider.reached).toEqual([]);
    expect(checks.provider.arrivals).toBeLessThanOrEqual(checks.provider.admitted);
  });

  it('logs no error: a client that went away is not a server error', () => {
    expect(checks.errorLogs).toEqual([]);
  });

  it('measured throughput and p99 for 1 and 3 replicas in the same run, without a failed request', () => {
    expect(throughput.map((t) => t.label)).toEqual(['1 replica', '3 replicas', '1 replica', '3 replicas']);
    for (const t of throughput) expect(t.failed, t.label).toBe(0);
  });
});
