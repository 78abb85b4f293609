import type { Context } from 'hono';
import { clientIp } from './client-ip.ts';
import type { Env } from '../env.ts';

/** Where a request came from, as the audit log and the security activity record it. */
export interface RequestOrigin {
  /** The client's address (TRUST_PROXY_HEADER's rules), null when there is none (no socket: tests). */
  ip: string | null;
  /** The `User-Agent` header, cut to a length no browser needs. */
  userAgent: string | null;
}

const maxUserAgent = 512;

export function requestOrigin(c: Context, env: Env): RequestOrigin {
  const ip = clientIp(c, env);
  const userAgent = c.req.header('user-agent')?.slice(0, maxUserAgent) || null;
  return { ip: ip === 'unknown' ? null : ip, userAgent };
}

/** The system acting on its own (a webhook, a job): no address, no browser. */
export const noOrigin: RequestOrigin = { ip: null, userAgent: null };
