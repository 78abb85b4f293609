import { versionHeader } from '@selecta/shared/version';
import { cors } from 'hono/cors';
import { createMiddleware } from 'hono/factory';
import { setResponseHeader } from '../lib/response-header.ts';
import type { Env } from '../env.ts';
import { extensionOrigin, outdatedAnswer, outdatedExtension } from '../releases/extension-version.ts';

/**
 * CORS for `/auth/v1` and `/api`: the website is same-origin; the extension calls from its
 * `chrome-extension://<id>` (or Firefox's `moz-extension://<uuid>`) origin. Tokens travel in headers, never cookies, so no credentials mode.
 * With `minimumExtension` (on `/api`), an extension older than it is answered 400 `extension_outdated`.
 */
export function extensionCors(env: Pick<Env, 'PUBLIC_URL'>, options: { minimumExtension?: string } = {}) {
  const own = new URL(env.PUBLIC_URL).origin;
  const browserCors = cors({
    origin: (origin) => (origin === own || extensionOrigin.test(origin) ? origin : null),
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: ['apikey', 'authorization', 'content-type', 'if-none-match', 'x-client-info', 'x-supabase-api-version', versionHeader],
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
  const minimum = options.minimumExtension;
  const outdated = minimum === undefined ? undefined : outdatedExtension(minimum);
  return createMiddleware(async (c, next) => {
    const origin = c.req.header('origin');
    // An extension too old for this server is told so (with CORS, so it can read why) rather than half working.
    const version = outdated === undefined || c.req.method === 'OPTIONS' ? null : outdated(c, origin);
    if (origin !== undefined) {
      return browserCors(c, async () => {
        if (version === null) await next();
        else c.res = outdatedAnswer(c, version, minimum!);
      });
    }
    if (version !== null) return outdatedAnswer(c, version, minimum!);
    await next();
    setResponseHeader(c, 'vary', 'Origin', true);
  });
}
