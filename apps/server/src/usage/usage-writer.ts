import { firstTokenBucketsMs } from '@selecta/shared/usage-history';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { noTeamId } from '../db/schema/usage.ts';
import { bucketOf, type RunStats } from './run-stats.ts';

const buckets = firstTokenBucketsMs.length + 1;
type Row = Omit<RunStats, 'at' | 'firstTokenMs'> & { runs: number; timedRuns: number; firstTokenMs: number; hist: number[] };

/** How long runs are summed in memory before they are written together. */
export const usageFlushMs = 200;

/**
 * Sums the runs that end within `usageFlushMs` and writes them in one statement (decision 037): one per run cost the
 * embedded database about 1.6 ms of CPU each, which the streams in flight share. A UTC day never spans two writes, and
 * a process that dies loses at most that moment's statistics (never the limits' counts, written before the run).
 */
export function usageWriter(db: Db, onError: (error: unknown) => void) {
  let pending = new Map<string, Row>();
  let day = '';
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const rows = [...pending.values()];
    pending = new Map();
    if (rows.length > 0) writeRuns(db, day, rows).catch(onError);
  };
  const add = (s: RunStats) => {
    const runDay = s.at.toISOString().slice(0, 10);
    if (runDay !== day) flush();
    day = runDay;
    const key = [s.userId, s.action, s.promptId, s.model, s.outcome].join('\n');
    let row = pending.get(key);
    if (!row) pending.set(key, (row = { ...s, runs: 0, timedRuns: 0, firstTokenMs: 0, totalMs: 0, inputChars: 0, outputChars: 0, hist: Array<number>(buckets).fill(0) }));
    row.runs += 1;
    row.totalMs += Math.round(s.totalMs);
    row.inputChars += s.inputChars;
    row.outputChars += s.outputChars;
    if (s.firstTokenMs !== null) {
      row.timedRuns += 1;
      row.firstTokenMs += Math.round(s.firstTokenMs);
      row.hist[bucketOf(s.firstTokenMs) - 1]! += 1;
    }
    timer ??= setTimeout(flush, usageFlushMs);
  };
  return { add, flush };
}

const figures = 'runs, timed_runs, first_token_ms, total_ms, input_chars, output_chars, first_token_hist';
const summed = sql.raw(
  `runs = u.runs + excluded.runs, timed_runs = u.timed_runs + excluded.timed_runs, first_token_ms = u.first_token_ms + excluded.first_token_ms,
  total_ms = u.total_ms + excluded.total_ms, input_chars = u.input_chars + excluded.input_chars, output_chars = u.output_chars + excluded.output_chars,
  first_token_hist = array(select a + b from unnest(u.first_token_hist, excluded.first_token_hist) with ordinality as h(a, b, i) order by i)`,
);
const histogramSums = sql.raw(`array[${Array.from({ length: buckets }, (_, i) => `sum(first_token_hist[${i + 1}])`).join(', ')}]::integer[]`);

/**
 * The rows of one UTC day, in one statement that also reads each user's team: the users' rows, the teams' days
 * (summed over members) and the members' months. A user deleted since the run is left out (their rows went with them),
 * so one deleted account cannot fail the batch for everyone.
 */
export async function writeRuns(db: Db, day: string, rows: Row[]): Promise<void> {
  const dayOfMonth = Number(day.slice(8));
  const values: SQL = sql.join(
    rows.map(
      (r) =>
        sql`(${r.userId}::uuid, ${r.action}, ${r.promptId}, ${r.model}, ${r.outcome}, ${r.runs}::int, ${r.timedRuns}::int, ${r.firstTokenMs}::bigint, ${r.totalMs}::bigint, ${r.inputChars}::bigint, ${r.outputChars}::bigint, ${`{${r.hist.join(',')}}`}::integer[])`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    with batch (user_id, action, prompt_id, model, outcome, ${sql.raw(figures)}) as (values ${values}),
    run as (select b.*, coalesce(m.team_id, ${noTeamId}::uuid) as team_id from batch b join users on users.id = b.user_id left join team_members m on m.user_id = b.user_id),
    own as (
      insert into usage_daily as u (day, user_id, team_id, action, prompt_id, model, outcome, ${sql.raw(figures)})
      select ${day}::date, user_id, team_id, action, prompt_id, model, outcome, ${sql.raw(figures)} from run
      on conflict (user_id, day, team_id, action, prompt_id, model, outcome) do update set ${summed}),
    team as (
      insert into usage_team_daily as u (team_id, day, action, prompt_id, model, outcome, ${sql.raw(figures)})
      select team_id, ${day}::date, action, prompt_id, model, outcome,
        sum(runs), sum(timed_runs), sum(first_token_ms), sum(total_ms), sum(input_chars), sum(output_chars), ${histogramSums}
      from run where team_id <> ${noTeamId}::uuid group by team_id, action, prompt_id, model, outcome
      on conflict (team_id, day, action, prompt_id, model, outcome) do update set ${summed})
    insert into usage_member_months as u (team_id, month, user_id, daily, last_day)
    select team_id, date_trunc('month', ${day}::date)::date, user_id,
      array_fill(0, array[${dayOfMonth - 1}::int]) || sum(runs)::int || array_fill(0, array[${31 - dayOfMonth}::int]), ${day}::date
    from run where team_id <> ${noTeamId}::uuid group by team_id, user_id
    on conflict (team_id, month, user_id) do update set daily[${dayOfMonth}::int] = u.daily[${dayOfMonth}::int] + excluded.daily[${dayOfMonth}::int],
      last_day = greatest(u.last_day, excluded.last_day)`);
}
