import type { Metrics } from './metrics.ts';
import { observeQueries, sqlState } from './query-observer.ts';

/**
 * Query durations, errors by SQLSTATE, queries in flight, and the waits: a query that starts while as many are in
 * flight as the pools have connections waits for one (postgres.js queues or pipelines it; PGlite has one connection).
 */
export function measureQueries(metrics: Metrics, connections: number): () => void {
  let inFlight = 0;
  metrics.dbConnections.set(connections);
  return observeQueries(() => {
    const start = performance.now();
    if (inFlight >= connections) metrics.dbWaits.inc();
    inFlight += 1;
    metrics.dbInFlight.set(inFlight);
    return (error) => {
      inFlight -= 1;
      metrics.dbInFlight.set(inFlight);
      metrics.dbDuration.observe((performance.now() - start) / 1000);
      if (error !== undefined) metrics.dbErrors.inc({ code: sqlState(error) });
    };
  });
}
