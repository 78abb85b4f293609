import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { RequestEnv } from '../lib/request-env.ts';
import type { Metrics } from './metrics.ts';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * `GET /metrics` in Prometheus' text format. With `token`, only to `Authorization: Bearer <token>` (the main port);
 * without, to anyone who can reach the port (`METRICS_PORT`, which the operator keeps private).
 */
export function metricsRoutes(metrics: Metrics, token?: string) {
  return new Hono<RequestEnv>().get('/', async (c) => {
    if (token !== undefined) {
      const given = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1];
      if (!given || !sameSecret(given, token)) {
        return c.json({ code: 'unauthorized', message: 'The metrics need the bearer token METRICS_TOKEN.' }, 401, { 'WWW-Authenticate': 'Bearer' });
      }
    }
    return c.body(await metrics.registry.metrics(), 200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' });
  });
}
