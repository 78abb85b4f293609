import type { Client, Outcome } from './client.ts';
import { sessionOf } from './client.ts';
import type { Replica } from './replicas.ts';
import { markerFor, signUpUser } from './users.ts';

export type RevocationKind = 'logout' | 'password' | 'delete';

/** One end of a session on one replica, and what the other replicas answered the ended session right after. */
export interface Revocation {
  kind: RevocationKind;
  actor: string;
  /** Each other replica's answer to the ended session's token: `check` is user, usage or run. */
  answers: { replica: string; check: string; status: number }[];
  /** Per replica that still accepted the token: how long until it refused (ms), or -1 if not within 5 s. */
  lagMs: Record<string, number>;
  /** Markers of runs the ended session asked for (each must cost no provider call). */
  refusedMarkers: string[];
  /** The acting user was deleted: their counted runs went with the account. */
  deletedRuns: number;
}

const refused = (status: number) => status === 401 || status === 403;

/**
 * A user signs up and in again on `actor` (sessions A and B); every other replica serves session B once (its user
 * JSON and a run, so that each holds whatever it caches); then A logs out everywhere, changes the password (which
 * ends B), or deletes the account on `actor`, and at once every other replica is asked with B's token.
 */
export async function revokeAcross(client: Client, kind: RevocationKind, actor: Replica, others: Replica[]): Promise<Revocation | undefined> {
  const user = await signUpUser(client, `revoke-${kind}`, actor.url);
  const second = user && sessionOf((await client.signIn(user.email, user.password, actor.url)).body);
  if (!user || !second) return undefined;
  for (const other of others) {
    if ((await client.user(second.accessToken, other.url)).outcome.status !== 200) return undefined;
    if ((await client.run(second.accessToken, markerFor(user), other.url)).stream !== 'done') return undefined;
  }
  const a = user.session.accessToken;
  const acted =
    kind === 'logout'
      ? await client.logout(a, actor.url)
      : kind === 'password'
        ? await client.changePassword(a, user.password, `${user.password}-new`, actor.url)
        : await client.deleteAccount(a, user.email, user.password, actor.url);
  if (acted.outcome.status < 200 || acted.outcome.status >= 300) return undefined;

  const b = second.accessToken;
  const refusedMarkers: string[] = [];
  const checks = others.flatMap((other) => [
    client.user(b, other.url).then(({ outcome }) => ({ replica: other.name, check: 'user', status: outcome.status })),
    client.usage(b, other.url).then(({ outcome }) => ({ replica: other.name, check: 'usage', status: outcome.status })),
    (() => {
      const marker = markerFor(user);
      refusedMarkers.push(marker);
      return client.run(b, marker, other.url).then((outcome: Outcome) => ({ replica: other.name, check: 'run', status: outcome.status }));
    })(),
  ]);
  const answers = await Promise.all(checks);
  const lagMs: Record<string, number> = {};
  for (const other of others.filter((o) => answers.some((a) => a.replica === o.name && a.status === 200))) {
    const since = acted.outcome.ended;
    lagMs[other.name] = -1;
    while (Date.now() - since < 5000) {
      if (refused((await client.user(b, other.url)).outcome.status)) {
        lagMs[other.name] = Date.now() - since;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  return { kind, actor: actor.name, answers, lagMs, refusedMarkers, deletedRuns: kind === 'delete' ? others.length : 0 };
}

export const isRefused = refused;
