import { type RunRequest } from '@selecta/shared/ai';
import type { UsageAction, UsageOutcome } from '@selecta/shared/usage-history';
import { createMiddleware } from 'hono/factory';
import type { RunStats } from '../usage/run-stats.ts';
import { usageWriter } from '../usage/usage-writer.ts';
import type { AppDeps } from '../lib/app-deps.ts';
import type { AuthEnv } from '../auth/auth-env.ts';
import { HttpError } from '../lib/http-error.ts';
import { LimitReachedError } from './admission.ts';

/** How a streamed answer ended, with the characters it sent. */
export type RunEnd = (outcome: 'answered' | 'provider_error' | 'cancelled', outputChars: number) => void;

export interface RunUsage {
  /** The model the run went to, once known (refusals keep the one asked for, else `default`). */
  model: string;
  /** The answer's first token is out: returns what the stream calls when it ends. */
  streaming(): RunEnd;
}

export interface RunUsageEnv {
  Variables: AuthEnv['Variables'] & { trackRun?: (input: RunRequest, inputChars: number) => RunUsage };
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
  if (error instanceof LimitReachedError) return `refused_${error.window}`;
  if (error.status === 502 || error.status === 504) return 'provider_error';
  return undefined;
}

/** `clientGone`: the caller went away before the first token, so a provider failure is its cancellation. */
type TrackedRun = RunUsage & { fail(error: Error, clientGone?: boolean): void };

/**
 * Middleware of `POST /api/ai/run`: the handler describes the run (`c.var.trackRun`), the stream reports its end, and a
 * refusal or failure is read from the error the handler threw. Recording happens after the response, never before it.
 */
export function runUsageMiddleware(deps: AppDeps) {
  const writer = usageWriter(deps.counters ?? deps.db, (error) => deps.logger.warn({ err: error }, 'usage statistics not recorded'));
  const record = (stats: RunStats) => writer.add(stats);
  return createMiddleware<AuthEnv & RunUsageEnv>(async (c, next) => {
    const started = performance.now();
    let run: TrackedRun | undefined;
    c.set('trackRun', (input, inputChars) => (run = trackRun(record, c.get('user').id, input, inputChars, started)));
    await next();
    if (c.error) run?.fail(c.error, c.req.raw.signal.aborted);
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
    fail: (error, clientGone = false) => {
      const outcome = failedOutcome(error);
      if (outcome) finish(outcome === 'provider_error' && clientGone ? 'cancelled' : outcome, 0);
    },
  };
  return run;
}
