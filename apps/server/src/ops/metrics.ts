import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Lifecycle } from './lifecycle.ts';

/** Latencies from a cached answer (ms) to a long stream (minutes). */
const secondsBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];
const queryBuckets = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

/**
 * Every metric the server exports (docs/metrics.md lists them for dashboards). One registry per app, so that tests
 * each read their own; label values only ever come from fixed sets or the operator's configuration.
 */
export function createMetrics(lifecycle: Lifecycle) {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry, prefix: 'selecta_' });
  const metrics = {
    registry,
    httpRequests: new Counter({ name: 'selecta_http_requests_total', help: 'HTTP requests answered, by method, route template and status.', labelNames: ['method', 'route', 'status'] as const, registers }),
    httpDuration: new Histogram({ name: 'selecta_http_request_duration_seconds', help: 'Time to the response head, by method, route template and status.', labelNames: ['method', 'route', 'status'] as const, buckets: secondsBuckets, registers }),
    httpInFlight: new Gauge({ name: 'selecta_http_requests_in_flight', help: 'Requests being handled now.', registers }),
    aiRuns: new Counter({ name: 'selecta_ai_runs_total', help: 'AI runs by action, model, plan and outcome, counted when they end.', labelNames: ['action', 'model', 'plan', 'outcome'] as const, registers }),
    aiFirstToken: new Histogram({ name: 'selecta_ai_first_token_seconds', help: 'From the run reaching the gateway to its first delta.', labelNames: ['model'] as const, buckets: secondsBuckets, registers }),
    aiDuration: new Histogram({ name: 'selecta_ai_run_duration_seconds', help: 'From the run reaching the gateway to its end.', labelNames: ['model', 'outcome'] as const, buckets: secondsBuckets, registers }),
    aiProviderErrors: new Counter({ name: 'selecta_ai_provider_errors_total', help: 'Failed provider calls by provider and HTTP status (or timeout, network, stream).', labelNames: ['provider', 'status'] as const, registers }),
    signIns: new Counter({ name: 'selecta_auth_sign_ins_total', help: 'Sign-in attempts by method and outcome.', labelNames: ['method', 'outcome'] as const, registers }),
    signUps: new Counter({ name: 'selecta_auth_sign_ups_total', help: 'Sign-up attempts by method and outcome.', labelNames: ['method', 'outcome'] as const, registers }),
    refreshes: new Counter({ name: 'selecta_auth_token_refreshes_total', help: 'Access-token refreshes by outcome.', labelNames: ['outcome'] as const, registers }),
    stripeEvents: new Counter({ name: 'selecta_stripe_events_total', help: 'Stripe webhook deliveries by event type and outcome.', labelNames: ['type', 'outcome'] as const, registers }),
    dbDuration: new Histogram({ name: 'selecta_db_query_duration_seconds', help: 'Database queries from their call to their result, waits included.', buckets: queryBuckets, registers }),
    dbErrors: new Counter({ name: 'selecta_db_query_errors_total', help: 'Failed database queries by SQLSTATE (or connection).', labelNames: ['code'] as const, registers }),
    dbInFlight: new Gauge({ name: 'selecta_db_queries_in_flight', help: 'Database queries sent and not yet answered.', registers }),
    dbConnections: new Gauge({ name: 'selecta_db_pool_connections', help: 'Connections the database pools may open.', registers }),
    aiStreamsOpen: new Gauge({ name: 'selecta_ai_streams_open', help: 'AI answer streams open now.', registers }),
    dbWaits: new Counter({ name: 'selecta_db_pool_waits_total', help: 'Queries that started while every pool connection was busy.', registers }),
  };
  new Gauge({ name: 'selecta_ready', help: '1 while the server takes traffic (/readyz answers 200).', registers, collect() { this.set(lifecycle.ready ? 1 : 0); } });
  new Gauge({ name: 'selecta_draining', help: '1 from SIGTERM until exit.', registers, collect() { this.set(lifecycle.draining ? 1 : 0); } });
  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;
