import { firstTokenBucketsMs, type UsageAction, type UsageOutcome } from '@selecta/shared/usage-history';

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

/** The first-token histogram bucket (1-based) a run's latency falls in. */
export const bucketOf = (ms: number) => {
  const i = firstTokenBucketsMs.findIndex((bound) => ms <= bound);
  return (i === -1 ? firstTokenBucketsMs.length : i) + 1;
};
