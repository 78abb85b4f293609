import { isIP, isIPv4 } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Env } from '../env.ts';

/**
 * The client's address. Behind a proxy, TRUST_PROXY_HEADER's list is read from the right: each proxy appends the
 * address it saw, so the value TRUST_PROXY_HOPS from the right was written by our own outermost proxy, and anything
 * left of it is the client's to forge. A single-value header (`cf-connecting-ip`) is that one value. Without a usable
 * value, the socket's peer. `app.request()` in tests has no socket: those share one bucket.
 */
export function clientIp(c: Context, env: Env): string {
  if (env.TRUST_PROXY_HEADER) {
    const values = c.req.header(env.TRUST_PROXY_HEADER)?.split(',') ?? [];
    const trusted = values.length > 0 ? normaliseAddress(values[Math.max(0, values.length - env.TRUST_PROXY_HOPS)]!) : undefined;
    if (trusted) return trusted;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** `1.2.3.4`, `1.2.3.4:567`, `[2001:db8::1]:443` → the bare address; anything that is not one → undefined. */
export function normaliseAddress(raw: string): string | undefined {
  let value = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  value = value.replace(/%.*$/, '').toLowerCase();
  return isIP(value) ? value : undefined;
}

/**
 * What the per-IP limits count: an IPv4 address, or an IPv6 address's /64 (one subscriber's network), since anyone
 * with IPv6 holds billions of addresses and could otherwise take a fresh one for every request.
 */
export function limitKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (isIPv4(address) || isIP(address) !== 6) return address;
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups.slice(0, 4).map((group) => parseInt(group, 16).toString(16)).join(':')}::/64`;
}
