import type { Context } from 'hono';

/**
 * Sets a header on the response a handler already returned. `c.header()` after `next()` rebuilds the
 * response (and, under @hono/node-server, turns its light response into a full one) on every request;
 * the light response's own headers are mutable, so writing to them is enough. A response with
 * immutable headers (one passed through from `fetch`) still goes through `c.header()`.
 */
export function setResponseHeader(c: Context, name: string, value: string, append = false): void {
  try {
    if (append) c.res.headers.append(name, value);
    else c.res.headers.set(name, value);
  } catch {
    c.header(name, value, { append });
  }
}
