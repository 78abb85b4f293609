import type { Env } from '../env.ts';
import { Lifecycle } from './lifecycle.ts';
import { createMetrics, type Metrics } from './metrics.ts';

/** What the operator sees of a server: its lifecycle (readiness, drain) and, when enabled, its metrics. */
export interface Ops {
  lifecycle: Lifecycle;
  /** Undefined unless `METRICS_PORT` or `METRICS_TOKEN` is set: nothing is measured then. */
  metrics: Metrics | undefined;
}

export function createOps(env: Pick<Env, 'METRICS_PORT' | 'METRICS_TOKEN'>, options: { ready?: boolean } = {}): Ops {
  const lifecycle = new Lifecycle();
  if (options.ready) lifecycle.markReady();
  const metrics = env.METRICS_PORT !== undefined || env.METRICS_TOKEN !== undefined ? createMetrics(lifecycle) : undefined;
  return { lifecycle, metrics };
}
