// The admission's statement for one run, timed from the bench as the server sends it: the part of one stream's time
// above the floor that decision 035 keeps before the provider hears of a run (decision 050).
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { batchStatement } from '../apps/server/src/ai/admission-batch.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import { signUp } from './ai-bench-support.ts';

/** The subject and session of an access token our server has just issued (read, not verified: it is ours). */
function claimsOf(token: string): { sub: string; session_id: string } {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string; session_id: string };
}

/**
 * Signs up a user of the probe's own and answers `time()`: one execution of the admission's prepared statement for one
 * run of that user in a Free plan's day window (a limit it never reaches), in ms, or undefined when the database cannot
 * be reached from here (PGlite). On a connection of its own with asynchronous commit, as the server's counters have.
 */
export async function admissionProbe(base: string, database: string | postgres.Options<never>) {
  const { sub, session_id: sessionId } = claimsOf(await signUp(base, `bench-probe-${Date.now()}@example.com`));
  const options = { max: 1, connect_timeout: 5, onnotice: () => undefined, connection: { synchronous_commit: 'off' } } as const;
  const client = typeof database === 'string' ? postgres(database, options) : postgres({ ...database, ...options });
  const statement = batchStatement(drizzle(client) as unknown as Db).prepare('selecta_bench_admission');
  const day = 86_400_000;
  const time = async (): Promise<number | undefined> => {
    const start = new Date(Math.floor(Date.now() / day) * day).toISOString();
    const runs = JSON.stringify([{ i: 0, user_id: sub, session_id: sessionId, windows: ['day'], starts: [start], limits: [2 ** 31 - 1] }]);
    const begun = performance.now();
    return statement.execute({ runs }).then(
      (rows) => (rows.length === 1 && rows[0]!.counts ? performance.now() - begun : undefined),
      () => undefined,
    );
  };
  return { time, end: () => client.end() };
}
