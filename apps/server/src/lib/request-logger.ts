import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env.ts';
import { setResponseHeader } from './response-header.ts';
import type { Logger } from './logger.ts';

/**
 * One line per request: method, path (never the query, which can carry tokens), status, time.
 * Bodies and headers are never logged.
 */
export function requestLogger(logger: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const requestId = c.req.header('x-request-id')?.slice(0, 64) || randomUUID();
    c.set('requestId', requestId);
    const start = performance.now();
    await next();
    setResponseHeader(c, 'x-request-id', requestId);
    const ms = Math.round((performance.now() - start) * 10) / 10;
    const level = c.res.status >= 500 ? 'error' : 'info';
    logger[level]({ requestId, method: c.req.method, path: c.req.path, status: c.res.status, ms }, 'request');
  });
}
