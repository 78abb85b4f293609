import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes, routePath } from 'hono/route';
import type { RequestEnv } from '../lib/request-env.ts';
import { observeAuth } from './auth-metrics.ts';
import type { Metrics } from './metrics.ts';

const methods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The route template that answered (`/api/teams/:id`), never the raw path: a path carries ids and tokens, and would
 * make a series per user. Only middleware answering (an unknown path's 404) is `unmatched`.
 */
export function routeTemplate(c: Context): string {
  const handled = matchedRoutes(c).some((route) => route.method !== 'ALL');
  return handled || c.res.status !== 404 ? routePath(c) : 'unmatched';
}

/** Counts and times every request by method, route template and status (docs/metrics.md). */
export function httpMetrics(metrics: Metrics): MiddlewareHandler<RequestEnv> {
  return async (c, next) => {
    const start = performance.now();
    metrics.httpInFlight.inc();
    try {
      await next();
    } finally {
      metrics.httpInFlight.dec();
    }
    const labels = { method: methods.has(c.req.method) ? c.req.method : 'other', route: routeTemplate(c), status: String(c.res.status) };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, (performance.now() - start) / 1000);
    observeAuth(metrics, c, labels.route);
  };
}
