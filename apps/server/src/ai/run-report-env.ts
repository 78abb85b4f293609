import type { FirstToken } from './provider-stream.ts';

/** How a streamed answer ended, as the run's report hears it. */
export type RunStreamEnd = 'done' | 'error' | 'cancel' | 'cut';

/**
 * What the AI route sets as `c.var.run`: its RunReport (routes/ai/run-report.ts, a floor above), named here by what the
 * run and the stream tell it, so that ai/ never imports the route.
 */
export interface RunReportEnv {
  Variables: {
    run: {
      action: string;
      started(model: string, provider: string, plan: string, first: FirstToken): void;
      readonly streamEnded: (how: RunStreamEnd) => void;
      readonly cut: AbortSignal;
    };
  };
}
