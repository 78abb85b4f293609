import { describe, expect, it } from 'vitest';
import { quantileFromBuckets } from './latency.ts';
import { bucketOf } from './run-stats.ts';

const histogram = (times: number[]) => {
  const counts = Array<number>(16).fill(0);
  for (const ms of times) counts[bucketOf(ms) - 1]! += 1;
  return counts;
};

describe('first-token quantiles from buckets', () => {
  it('is zero without runs', () => {
    expect(quantileFromBuckets(Array<number>(16).fill(0), 0.5)).toBe(0);
  });

  it('puts the median and p95 in the buckets the times fell in', () => {
    const times = [...Array<number>(90).fill(180), ...Array<number>(10).fill(2500)];
    const counts = histogram(times);
    expect(quantileFromBuckets(counts, 0.5)).toBeGreaterThan(150);
    expect(quantileFromBuckets(counts, 0.5)).toBeLessThanOrEqual(200);
    expect(quantileFromBuckets(counts, 0.95)).toBeGreaterThan(2000);
    expect(quantileFromBuckets(counts, 0.95)).toBeLessThanOrEqual(3000);
  });

  it('answers the open bucket with its lower bound', () => {
    expect(quantileFromBuckets(histogram([60_000]), 0.5)).toBe(20_000);
  });

  it('buckets a time by its upper bound', () => {
    expect(bucketOf(0)).toBe(1);
    expect(bucketOf(100)).toBe(1);
    expect(bucketOf(101)).toBe(2);
    expect(bucketOf(99_999)).toBe(16);
  });
});
