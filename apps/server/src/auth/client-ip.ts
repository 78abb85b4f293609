import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Env } from '../env.ts';

/**
 * The client's IP: the first address of TRUST_PROXY_HEADER when the server sits behind a proxy that
 * sets it, else the socket's peer. `app.request()` in tests has no socket: those share one bucket.
 */
export function clientIp(c: Context, env: Env): string {
  if (env.TRUST_PROXY_HEADER) {
    const first = c.req.header(env.TRUST_PROXY_HEADER)?.split(',')[0]?.trim();
    if (first) return first.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
