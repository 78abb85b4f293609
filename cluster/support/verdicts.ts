import type postgres from 'postgres';
import type { ChaosResult } from './chaos.ts';
import type { Client, Outcome } from './client.ts';
import type { Replica } from './replicas.ts';
import { isRefused } from './revocation.ts';
import { freeDailyRuns, plusMinuteRuns, type SimUser } from './users.ts';

/**
 * Sent before the proxy could know the replica was SIGKILLed: the one case where a request may die with its server.
 * In flight at the kill, or started within a second after it on a kept-alive connection to the dead process (Caddy
 * 2.6 retries only requests it could not connect, not a POST written to a connection that just closed).
 */
const killNoticeMs = 1000;
export const diedWithKill = (o: Outcome, at: number) => o.started <= at + killNoticeMs && o.ended >= at;
const inFlightAt = (o: Outcome, at: number) => o.started <= at && o.ended >= at;
const draining = (o: Outcome) => o.status === 503 && o.code === 'server_draining';
const describe = (o: Outcome, origin: number) =>
  `${o.kind} ${o.status}${o.code ? ` ${o.code}` : ''}${o.stream ? ` stream ${o.stream}` : ''}${o.failure ? ` (${o.failure})` : ''} via ${o.upstream ?? 'the proxy'} at +${o.started - origin} ms for ${o.ended - o.started} ms`;

/** Acknowledged sign-ups missing from the database afterwards. */
export async function lostSignUps(sql: postgres.Sql, signedUp: SimUser[]): Promise<string[]> {
  const ids = signedUp.map((u) => u.session.userId);
  const found = await sql<{ id: string }[]>`select id from users where id = any(${ids}::uuid[])`;
  const kept = new Set(found.map((r) => r.id));
  return signedUp.filter((u) => !kept.has(u.session.userId)).map((u) => u.email);
}

/** Each user's counted runs per day window, from the database (two windows when a run crosses midnight UTC). */
export async function dayCounts(sql: postgres.Sql): Promise<Map<string, number[]>> {
  const rows = await sql<{ user_id: string; count: number }[]>`select user_id, count from ai_usage_counters where "window" = 'day' order by window_start`;
  const counts = new Map<string, number[]>();
  for (const row of rows) counts.set(row.user_id, [...(counts.get(row.user_id) ?? []), row.count]);
  return counts;
}

const runsOf = (outcomes: Outcome[], user: SimUser) => outcomes.filter((o) => o.kind === 'run' && o.marker?.startsWith(`m-${user.session.userId}-`));

/**
 * Every plan limit exact across the replicas: a limit user refused once has exactly Free's 20 runs counted, never
 * more; every replica reports the database's count; and no user has fewer runs counted than were acknowledged.
 */
export async function limitProblems(counts: Map<string, number[]>, outcomes: Outcome[], limitUsers: SimUser[], everyone: SimUser[], replicas: Replica[], client: Client): Promise<string[]> {
  const problems: string[] = [];
  const latest = (user: SimUser) => counts.get(user.session.userId)?.at(-1) ?? 0;
  const total = (user: SimUser) => (counts.get(user.session.userId) ?? []).reduce((a, b) => a + b, 0);
  for (const user of limitUsers) {
    const runs = runsOf(outcomes, user);
    const counted = latest(user);
    const most = Math.max(0, ...(counts.get(user.session.userId) ?? []));
    if (most > freeDailyRuns) problems.push(`${user.email}: ${most} runs counted in one day, over Free's ${freeDailyRuns}`);
    if (runs.some((o) => o.status === 429) && most !== freeDailyRuns) problems.push(`${user.email}: refused with ${most} runs counted, not ${freeDailyRuns}`);
    if (!runs.some((o) => o.status === 429)) problems.push(`${user.email}: never reached the limit in the minute (${runs.length} attempts)`);
    for (const replica of replicas.filter((r) => r.state === 'ready')) {
      const { body } = await client.usage(user.session.accessToken, replica.url);
      const day = (body?.windows as { window: string; used: number }[] | undefined)?.find((w) => w.window === 'day');
      if (day?.used !== counted) problems.push(`${user.email}: ${replica.name} reports ${day?.used} runs used, the database ${counted}`);
    }
  }
  for (const user of everyone) {
    const acknowledged = runsOf(outcomes, user).filter((o) => o.status === 200).length;
    const counted = total(user);
    if (acknowledged > counted) problems.push(`${user.email}: ${acknowledged} runs acknowledged, ${counted} counted (a lost count)`);
  }
  return problems;
}

/** Ended sessions another replica still accepted right after the end. */
export function revocationProblems(chaos: ChaosResult): string[] {
  return chaos.revocations.flatMap((r) =>
    r.answers
      .filter((a) => !isRefused(a.status) && a.status !== 0 && a.status !== 503)
      .map((a) => `${r.kind} on ${r.actor}: ${a.replica} answered ${a.check} ${a.status} (accepted for ${r.lagMs[a.replica] === -1 ? 'over 5000' : r.lagMs[a.replica]} ms)`),
  );
}

/** Streams that hung, or were cut anywhere but on the replica SIGKILLed under them. */
export function streamProblems(chaos: ChaosResult, others: Outcome[]): string[] {
  const { killed, terminated } = chaos.faults;
  const streams = [...chaos.client.outcomes, ...chaos.revocationClient.outcomes, ...others].filter((o) => o.kind === 'run' && o.status === 200);
  return streams
    .filter((o) => {
      if (o.stream === 'hang') return true;
      if (o.stream !== 'cut') return false;
      const onKilled = o.upstream === undefined || o.upstream === killed.replica.hostport;
      return !(onKilled && diedWithKill(o, killed.at));
    })
    .map((o) => `${describe(o, chaos.started)}${o.upstream === terminated.replica.hostport && inFlightAt(o, terminated.at) ? ' (on the SIGTERMed replica during its drain)' : ''}`);
}

/** 5xx answers (and broken connections) other than drain 503s and requests in flight on the SIGKILLed replica. */
export function serverErrors(proxied: Outcome[], direct: Outcome[], faults: ChaosResult['faults'], started: number): string[] {
  const killedAt = faults.killed.at;
  const drainEnd = faults.terminated.at + (faults.terminated.exit?.ms ?? 0);
  const when = (o: Outcome) => (o.ended >= faults.terminated.at && o.started <= drainEnd ? ` (during ${faults.terminated.replica.name}'s drain)` : '');
  const bad = (o: Outcome, direct: boolean) => {
    if (draining(o)) return false;
    if (o.status >= 500 || (o.status === 0 && !direct)) return !diedWithKill(o, killedAt);
    return false;
  };
  return [...proxied.filter((o) => bad(o, false)), ...direct.filter((o) => bad(o, true))].map((o) => describe(o, started) + when(o));
}

/** Refused runs (over the limit, or of an ended session) whose request reached the provider anyway. */
export function refusedAtProvider(outcomes: Outcome[], revocationMarkers: string[], providerBodies: string[]): { refused: number; reached: string[] } {
  const markers = [...outcomes.filter((o) => o.kind === 'run' && o.status === 429).map((o) => o.marker!), ...revocationMarkers];
  const seen = providerBodies.join('\n');
  return { refused: markers.length, reached: markers.filter((m) => seen.includes(`${m}:`)) };
}

/** Each minute window's count of the Plus users, from the database. */
export async function minuteCounts(sql: postgres.Sql, users: SimUser[]): Promise<{ user_id: string; count: number }[]> {
  return sql<{ user_id: string; count: number }[]>`select user_id, count from ai_usage_counters where "window" = 'minute' and user_id = any(${users.map((u) => u.session.userId)}::uuid[])`;
}

/** Plus's minute limit exact under a burst spread over the replicas: 5 counted once any run was refused, never more. */
export function plusProblems(minutes: { user_id: string; count: number }[], outcomes: Outcome[], plusUsers: SimUser[]): string[] {
  const problems: string[] = [];
  for (const user of plusUsers) {
    const runs = runsOf(outcomes, user);
    const windows = minutes.filter((m) => m.user_id === user.session.userId);
    const counted = windows.reduce((n, w) => n + w.count, 0);
    if (windows.some((w) => w.count > plusMinuteRuns)) problems.push(`${user.email}: ${Math.max(...windows.map((w) => w.count))} runs counted in one minute, over Plus's ${plusMinuteRuns}`);
    if (runs.some((o) => o.status === 429) && !windows.some((w) => w.count === plusMinuteRuns)) problems.push(`${user.email}: refused with no minute at ${plusMinuteRuns} runs (${windows.map((w) => w.count).join(', ')})`);
    if (runs.filter((o) => o.status === 429).length < 3 - runs.filter((o) => o.status === 0 || o.status >= 500).length) problems.push(`${user.email}: ${runs.length} runs at once, only ${runs.filter((o) => o.status === 429).length} refused`);
    if (runs.filter((o) => o.status === 200).length > counted) problems.push(`${user.email}: ${runs.filter((o) => o.status === 200).length} runs acknowledged, ${counted} counted`);
  }
  return problems;
}
