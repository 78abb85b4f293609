import { sql } from 'drizzle-orm';
import { runGateSql } from '../auth/mfa/run-gate.ts';
import { entitlingColumns, planSubscriptionsOf } from '../billing/user-plan.ts';
import type { Db } from '../db/client.ts';
import { perDatabase } from '../db/per-database.ts';
import { sessions } from '../db/schema/auth.ts';
import { subscriptions } from '../db/schema/billing.ts';
import type { WindowSpan } from './usage-counters.ts';

/**
 * The admissions asked in one turn of the event loop, sent as one statement per `maxRuns` (decision 050): under a
 * burst, one bind, one write and one result where each run took its own, and a database that plans and commits once
 * for them all. A lone run waits for nothing: the turn it was asked in ends at once.
 */
const maxRuns = 16;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Why the joined session may not run yet (decision 046), else null: the one-run session query reads it too. */
export const sessionGate = runGateSql(sql`${sessions.userId}`, sql`${sessions.aal}`, sql`${sessions.ssoTeamId}`);

/**
 * Each run's session, read by its key (a plain join let the plan, made for a parameter of unknown length, hash the whole
 * sessions table on every run), why it may not run yet (decision 046), and its count in the windows of the plan its
 * user probably has: `selecta_try_count_run` (migration ai/0002) answers NULL for a full window instead of ending the
 * statement. The runs are counted in the order of their users' ids, so two statements that count the same users take
 * their row locks in the same order and never wait for each other in a circle. The CTEs are materialized: each run is
 * counted once, whatever the join below makes of its rows. Then the subscriptions that give each user their plan, as
 * the one-run query reads them.
 */
const counted = sql`(with runs as materialized (
    select run.i, run.user_id, run.windows, run.starts, run.limits, ${sessionGate} as gate
    from jsonb_to_recordset(${sql.placeholder('runs')}::jsonb) as run(i integer, user_id uuid, session_id uuid, windows text[], starts timestamptz[], limits integer[])
    join lateral (select ${sessions.userId}, ${sessions.aal}, ${sessions.ssoTeamId} from ${sessions}
      where ${sessions.id} = run.session_id and ${sessions.userId} = run.user_id limit 1) as ${sessions} on true
  ), counted as materialized (
    select i, user_id, gate, case when gate is null then selecta_try_count_run(user_id, windows, starts, limits) end as counts
    from (select * from runs order by user_id offset 0) as ordered
  ) select * from counted) as counted`;

const countedUser = sql`counted.user_id`;

/** The batch's statement, its runs the one parameter (`$1`); prepared once per database below. */
export const batchStatement = (db: Db) =>
  db
    .select({
      ...entitlingColumns(countedUser),
      i: sql<number>`counted.i`,
      gate: sql<'code' | 'setup' | null>`counted.gate`,
      counts: sql<number[] | null>`counted.counts`,
    })
    .from(counted)
    .leftJoin(subscriptions, planSubscriptionsOf(countedUser));

const batchQuery = perDatabase((db) => batchStatement(db).prepare('selecta_admit_runs'));

/** A row of the batch for one run: its gate, its counts (NULL: not counted) and one subscription's columns. */
export type BatchRow = Awaited<ReturnType<ReturnType<typeof batchQuery>['execute']>>[number];

interface Asked {
  userId: string;
  sessionId: string;
  spans: WindowSpan[];
  resolve: (rows: BatchRow[]) => void;
  reject: (error: unknown) => void;
}

/** `admitInBatch(db)`: the batcher of that database, made once. */
export const admitInBatch = perDatabase((db) => {
  let asked: Asked[] = [];

  function flush() {
    const taken = asked;
    asked = [];
    for (let from = 0; from < taken.length; from += maxRuns) void send(taken.slice(from, from + maxRuns));
  }

  async function send(runs: Asked[]) {
    try {
      const json = runs.map(({ userId, sessionId, spans }, i) => ({
        i,
        user_id: userId,
        session_id: sessionId,
        windows: spans.map((s) => s.window),
        starts: spans.map((s) => s.start.toISOString()),
        limits: spans.map((s) => s.limit),
      }));
      const byRun = runs.map((): BatchRow[] => []);
      for (const row of await batchQuery(db).execute({ runs: JSON.stringify(json) })) byRun[row.i]!.push(row);
      runs.forEach((run, i) => run.resolve(byRun[i]!));
    } catch (error) {
      for (const run of runs) run.reject(error);
    }
  }

  /**
   * The rows of one run's admission (none: no such session). A token's ids are ours and always UUIDs; anything else
   * matches no session, and is answered so without the database, so that it cannot fail the statement of other runs.
   */
  return (userId: string, sessionId: string, spans: WindowSpan[]): Promise<BatchRow[]> => {
    if (!uuid.test(userId) || !uuid.test(sessionId)) return Promise.resolve([]);
    return new Promise<BatchRow[]>((resolve, reject) => {
      if (asked.length === 0) setImmediate(flush);
      asked.push({ userId, sessionId, spans, resolve, reject });
    });
  };
});
