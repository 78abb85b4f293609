import { cors } from 'hono/cors';
import { createMiddleware } from 'hono/factory';
import { setResponseHeader } from '../lib/response-header.ts';
import type { Env } from '../env.ts';

/** Chrome and Edge (`chrome-extension://<32 letters a–p>`) and Firefox (`moz-extension://<a UUID per profile>`). */
const extensionOrigin = /^(chrome-extension:\/\/[a-p]{32}|moz-extension:\/\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/**
 * CORS for `/auth/v1` and `/api`: the website is same-origin; the extension calls from its
 * `chrome-extension://<id>` (or Firefox's `moz-extension://<uuid>`) origin. Tokens travel in headers, never cookies, so no credentials mode.
 */
export function extensionCors(env: Env) {
  const own = new URL(env.PUBLIC_URL).origin;
  const browserCors = cors({
    origin: (origin) => (origin === own || extensionOrigin.test(origin) ? origin : null),
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: ['apikey', 'authorization', 'content-type', 'if-none-match', 'x-client-info', 'x-supabase-api-version'],
    exposeHeaders: [
      'etag',
      'x-supabase-api-version',
      'x-sb-error-code',
      'retry-after',
      'ratelimit-limit',
      'ratelimit-remaining',
      'ratelimit-reset',
    ],
    maxAge: 600,
  });
  // Without an Origin header there is no CORS to answer; only `Vary: Origin` matters (for caches), and
  // it is set without rebuilding the response as hono/cors's `c.header()` after `next()` does.
  return createMiddleware(async (c, next) => {
    if (c.req.header('origin') !== undefined) return browserCors(c, next);
    await next();
    setResponseHeader(c, 'vary', 'Origin', true);
  });
}
