import { firstTokenBucketsMs } from '@selecta/shared/usage-history';

/**
 * The `q` quantile (0–1) of first-token times from their bucket counts (`firstTokenBucketsMs`, one more open bucket):
 * linear within the bucket it falls in, as Prometheus' `histogram_quantile` does; the open bucket answers its lower bound.
 */
export function quantileFromBuckets(counts: readonly number[], q: number): number {
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (total === 0) return 0;
  const rank = q * total;
  let seen = 0;
  for (let i = 0; i < counts.length; i++) {
    const n = counts[i] ?? 0;
    if (n > 0 && seen + n >= rank) {
      const lower = i === 0 ? 0 : firstTokenBucketsMs[i - 1]!;
      const upper = firstTokenBucketsMs[i];
      if (upper === undefined) return lower;
      return Math.round(lower + ((upper - lower) * (rank - seen)) / n);
    }
    seen += n;
  }
  return firstTokenBucketsMs.at(-1)!;
}
