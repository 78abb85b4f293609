import { type RunRequest } from '@selecta/shared/ai';
import { firstTokenBucketsMs, type UsageAction, type UsageOutcome } from '@selecta/shared/usage-history';
import { sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { Db } from '../db/client.ts';
import { noTeamId } from '../db/schema/usage.ts';
import type { AppDeps, AppEnv, AppVariables } from '../lib/app-env.ts';
import { HttpError } from '../lib/http-error.ts';

/** How a streamed answer ended, with the characters it sent. */
export type RunEnd = (outcome: 'answered' | 'provider_error' | 'cancelled', outputChars: number) => void;

export interface RunUsage {
  /** The model the run went to, once known (refusals keep the one asked for, else `default`). */
  model: string;
  /** The answer's first token is out: returns what the stream calls when it ends. */
  streaming(): RunEnd;
}

export interface RunUsageEnv {
  Variables: AppVariables & { trackRun?: (input: RunRequest, inputChars: number) => RunUsage };
}

/** One run's statistics, as recorded: never its text. */
export interface RunStats {
  userId: string;
  action: UsageAction;
  promptId: string;
  model: string;
  outcome: UsageOutcome;
  inputChars: number;
  outputChars: number;
  firstTokenMs: number | null;
  totalMs: number;
  at: Date;
}

/** `custom` with a saved prompt is the user's own prompt (never which) or a team prompt by id. */
export function usageAction(input: Pick<RunRequest, 'action' | 'savedPrompt'>): { action: UsageAction; promptId: string } {
  if (input.action !== 'custom' || !input.savedPrompt) return { action: input.action, promptId: '' };
  return input.savedPrompt === 'own' ? { action: 'own_prompt', promptId: '' } : { action: 'team_prompt', promptId: input.savedPrompt };
}

/** The refusals and failures a run is recorded with; anything else (a bad request, an ended session) is not a run. */
function failedOutcome(error: Error): UsageOutcome | undefined {
  if (!(error instanceof HttpError)) return undefined;
  if (error.status === 413) return 'refused_length';
  if (error.status === 429) {
    const window = error.extra.window;
    return window === 'minute' || window === 'hour' ? `refused_${window}` : 'refused_day';
  }
  if (error.status === 502 || error.status === 504) return 'provider_error';
  return undefined;
}

export const bucketOf = (ms: number) => {
  const i = firstTokenBucketsMs.findIndex((bound) => ms <= bound);
  return (i === -1 ? firstTokenBucketsMs.length : i) + 1;
};

const sumsSet = sql.raw(`runs = u.runs + 1, timed_runs = u.timed_runs + excluded.timed_runs, first_token_ms = u.first_token_ms + excluded.first_token_ms,
  total_ms = u.total_ms + excluded.total_ms, input_chars = u.input_chars + excluded.input_chars, output_chars = u.output_chars + excluded.output_chars`);

/**
 * Adds one run to its day's rows — the user's, and in a team the team's and the member's month — in one statement that
 * also reads the user's team; written after the answer has ended (or the refusal was sent), on the counters'
 * connection, never awaited by the run (decision 037).
 */
export async function recordRun(db: Db, s: RunStats): Promise<void> {
  const timed = s.firstTokenMs === null ? 0 : 1;
  const bucket = bucketOf(s.firstTokenMs ?? 0);
  const histogram = `{${Array.from({ length: firstTokenBucketsMs.length + 1 }, (_, i) => (i + 1 === bucket ? timed : 0)).join(',')}}`;
  const day = s.at.toISOString().slice(0, 10);
  const dayOfMonth = s.at.getUTCDate();
  const figures = sql`${s.action}, ${s.promptId}, ${s.model}, ${s.outcome}, 1, ${timed}, ${Math.round(s.firstTokenMs ?? 0)}, ${Math.round(s.totalMs)}, ${s.inputChars}, ${s.outputChars}, ${histogram}::integer[]`;
  const columns = sql.raw('action, prompt_id, model, outcome, runs, timed_runs, first_token_ms, total_ms, input_chars, output_chars, first_token_hist');
  const histogramSet = sql`first_token_hist[${bucket}::int] = u.first_token_hist[${bucket}::int] + excluded.timed_runs`;
  await db.execute(sql`
    with member as (select coalesce((select team_id from team_members where user_id = ${s.userId}::uuid), ${noTeamId}::uuid) as team_id),
    own as (
      insert into usage_daily as u (day, user_id, team_id, ${columns})
      select ${day}::date, ${s.userId}::uuid, team_id, ${figures} from member
      on conflict (user_id, day, team_id, action, prompt_id, model, outcome) do update set ${sumsSet}, ${histogramSet}),
    team as (
      insert into usage_team_daily as u (team_id, day, ${columns})
      select team_id, ${day}::date, ${figures} from member where team_id <> ${noTeamId}::uuid
      on conflict (team_id, day, action, prompt_id, model, outcome) do update set ${sumsSet}, ${histogramSet})
    insert into usage_member_months as u (team_id, month, user_id, daily, last_day)
    select team_id, date_trunc('month', ${day}::date)::date, ${s.userId}::uuid, array_fill(0, array[${dayOfMonth - 1}::int]) || 1 || array_fill(0, array[${31 - dayOfMonth}::int]), ${day}::date
    from member where team_id <> ${noTeamId}::uuid
    on conflict (team_id, month, user_id) do update set daily[${dayOfMonth}::int] = u.daily[${dayOfMonth}::int] + 1, last_day = greatest(u.last_day, excluded.last_day)`);
}

type TrackedRun = RunUsage & { fail(error: Error): void };

/**
 * Middleware of `POST /api/ai/run`: the handler describes the run (`c.var.trackRun`), the stream reports its end, and a
 * refusal or failure is read from the error the handler threw. Recording happens after the response, never before it.
 */
export function runUsageMiddleware(deps: AppDeps) {
  const db = deps.counters ?? deps.db;
  const record = (stats: RunStats) => void recordRun(db, stats).catch((error: unknown) => deps.logger.warn({ err: error }, 'usage statistics not recorded'));
  return createMiddleware<AppEnv & RunUsageEnv>(async (c, next) => {
    const started = performance.now();
    let run: TrackedRun | undefined;
    c.set('trackRun', (input, inputChars) => (run = trackRun(record, c.var.user.id, input, inputChars, started)));
    await next();
    if (c.error) run?.fail(c.error);
  });
}

/** Starts a run's statistics; `record` writes them once, when the run has ended. */
export function trackRun(record: (stats: RunStats) => void, userId: string, input: RunRequest, inputChars: number, started = performance.now()): TrackedRun {
  const at = new Date();
  const { action, promptId } = usageAction(input);
  let firstAt: number | null = null;
  let done = false;
  const finish = (outcome: UsageOutcome, outputChars: number) => {
    if (done) return;
    done = true;
    const firstTokenMs = firstAt === null ? null : firstAt - started;
    record({ userId, action, promptId, model: run.model, outcome, inputChars, outputChars, firstTokenMs, totalMs: performance.now() - started, at });
  };
  const run: TrackedRun = {
    model: input.model ?? 'default',
    streaming: () => {
      firstAt = performance.now();
      return finish;
    },
    fail: (error) => {
      const outcome = failedOutcome(error);
      if (outcome) finish(outcome, 0);
    },
  };
  return run;
}
