import { modelErrorCodes } from '@selecta/shared/models';
import type { MiddlewareHandler } from 'hono';
import { LimitReachedError } from '../../ai/admission.ts';
import type { RunReportEnv, RunStreamEnd } from '../../ai/run-report-env.ts';
import type { FirstToken, ProviderFailure } from '../../ai/provider-stream.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Ops } from '../../ops/ops.ts';
import { setRequestAttribute } from '../../ops/tracing.ts';

const timeouts = new Set<string>(['provider_timeout', modelErrorCodes.teamProviderTimeout]);

/** docs/metrics.md's `outcome` of a run answered without a stream. */
function outcomeOf(status: number, error: unknown): string {
  if (error instanceof LimitReachedError) return `limit_${error.window}`;
  const code = error instanceof HttpError ? error.code : undefined;
  if (status === 401) return 'unauthorized';
  if (status === 413) return 'too_long';
  if (status === 403) return 'not_allowed';
  if (status === 502) return 'provider_error';
  if (status === 504 || (code && timeouts.has(code))) return 'provider_timeout';
  if (status === 503) return code === 'server_draining' ? 'draining' : 'unavailable';
  return status < 500 ? 'rejected' : 'error';
}

const streamOutcomes: Record<RunStreamEnd, string> = { done: 'ok', error: 'provider_error', cancel: 'client_abort', cut: 'draining' };

/**
 * What one `POST /api/ai/run` did, for the metrics and the drain. The route tells it the action, then the model, plan
 * and provider's first answer (`started`); the stream tells it how it ended (`streamEnded`); the rest is read from the
 * answer. Nothing of the text is ever in it.
 */
export class RunReport {
  action = 'unknown';
  private model = 'none';
  private plan = 'unknown';
  private provider = 'none';
  private readonly start = performance.now();

  constructor(
    private readonly ops: Ops,
    private readonly clientGone: AbortSignal,
  ) {
    // A drain waits for every run it let in, from here to the end of its stream.
    ops.lifecycle.runStarted();
  }

  /** Ends every open stream with a `server_draining` event when the drain's grace runs out. */
  get cut(): AbortSignal {
    return this.ops.lifecycle.cut;
  }

  /** The model and plan the run went to, and how the provider's first moment went. */
  started(model: string, provider: string, plan: string, first: FirstToken): void {
    Object.assign(this, { model, provider, plan });
    if (first.kind === 'failed' && !this.clientGone.aborted) this.providerFailed(first.status);
  }

  /** After the route: a stream that starts now, or an answer that ends the run. */
  answered(status: number, error: unknown, streaming: boolean): void {
    if (status === 200 && streaming) {
      this.ops.metrics?.aiStreamsOpen.inc();
      const seconds = this.seconds();
      this.ops.metrics?.aiFirstToken.observe({ model: this.model }, seconds);
      setRequestAttribute('selecta.ai.first_token_ms', Math.round(seconds * 1000));
      return;
    }
    if (error instanceof LimitReachedError) this.plan = error.plan;
    this.finish(this.clientGone.aborted ? 'client_abort' : outcomeOf(status, error));
  }

  /** The stream's end (arrow: handed to the stream as its hook). */
  readonly streamEnded = (how: RunStreamEnd): void => {
    this.ops.metrics?.aiStreamsOpen.dec();
    if (how === 'error') this.providerFailed('stream');
    this.finish(streamOutcomes[how]);
  };

  private providerFailed(status: ProviderFailure): void {
    this.ops.metrics?.aiProviderErrors.inc({ provider: this.provider, status: String(status) });
  }

  private finish(outcome: string): void {
    this.ops.lifecycle.runEnded();
    const metrics = this.ops.metrics;
    if (!metrics) return;
    metrics.aiRuns.inc({ action: this.action, model: this.model, plan: this.plan, outcome });
    metrics.aiDuration.observe({ model: this.model, outcome }, this.seconds());
  }

  private seconds(): number {
    return (performance.now() - this.start) / 1000;
  }
}

/**
 * Before every run: refuses new runs once the drain has closed the server (another replica takes the retry), and
 * reports the run's end. The refusal also says `Connection: close`, so a proxy's kept-alive connection moves on.
 */
export function runReports(ops: Ops): MiddlewareHandler<RunReportEnv> {
  return async (c, next) => {
    const run = new RunReport(ops, c.req.raw.signal);
    c.set('run', run);
    if (ops.lifecycle.refusing) {
      run.answered(503, new HttpError(503, 'server_draining', ''), false);
      throw new HttpError(503, 'server_draining', 'This server is restarting. Try again in a moment.', { 'Retry-After': '1', Connection: 'close' });
    }
    await next();
    run.answered(c.res.status, c.error, c.res.headers.get('content-type') === 'text/event-stream');
  };
}
