import { serveStatic } from '@hono/node-server/serve-static';
import { isSitePath } from '@selecta/shared/site-routes';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppDeps } from '../../lib/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import { jsonError } from '../../lib/json-error.ts';
import { runtimeConfig } from '../config/runtime-config.ts';
import { createPageHtml } from './page-html.ts';
import { findWebDist } from '../../lib/web-dist.ts';

const apiPrefixes = ['/api/', '/auth/v1/', '/downloads/', '/healthz'];

/**
 * The built website: hashed assets cached for a year, every page of the site as HTML (prerendered where the
 * build made it), and the not-found page with HTTP 404 for anything else. Mounted last.
 */
export function webRoutes({ env, webDist }: AppDeps, distDir: string | null | undefined = webDist === undefined ? findWebDist() : webDist) {
  const app = new Hono<AppEnv>();
  // Unknown API paths stay JSON whatever the website's state.
  app.get('*', async (c, next) => {
    if (apiPrefixes.some((prefix) => c.req.path.startsWith(prefix))) return jsonError(c, 404, 'not_found', 'Not found');
    await next();
  });
  if (!distDir) {
    return app.get('*', (c) => jsonError(c, 503, 'website_not_built', 'The website is not built: run `npm run build`.'));
  }
  const pageHtml = createPageHtml(distDir, new URL(env.PUBLIC_URL).origin, runtimeConfig(env));

  app.use('*', compress());
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('cache-control', 'public, max-age=31536000, immutable');
  });
  app.use('*', serveStatic({ root: distDir, rewriteRequestPath: (p) => (/\.[a-z0-9]+$/i.test(p) ? p : '/__no_file__') }));
  app.get('*', (c) => {
    const { path } = c.req;
    c.header('cache-control', 'no-cache');
    c.header('x-content-type-options', 'nosniff');
    c.header('referrer-policy', 'strict-origin-when-cross-origin');
    return c.html(pageHtml(path, new URL(c.req.url).searchParams), isSitePath(path) ? 200 : 404);
  });
  return app;
}
