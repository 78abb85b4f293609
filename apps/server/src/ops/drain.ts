import type { MiddlewareHandler } from 'hono';
import type { RequestEnv } from '../lib/request-env.ts';
import { setResponseHeader } from '../lib/response-header.ts';
import type { Lifecycle } from './lifecycle.ts';

/**
 * While draining, every answer closes its connection: a proxy's kept-alive connection would otherwise bring this
 * replica new work until it exits, then be cut (issue 22).
 */
export function closeConnectionsWhileDraining(lifecycle: Lifecycle): MiddlewareHandler<RequestEnv> {
  return async (c, next) => {
    await next();
    if (lifecycle.draining) setResponseHeader(c, 'Connection', 'close');
  };
}
