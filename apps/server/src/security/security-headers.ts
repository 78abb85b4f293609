import { createMiddleware } from 'hono/factory';
import type { Env } from '../env.ts';
import type { RequestEnv } from '../lib/request-env.ts';
import { setResponseHeader } from '../lib/response-header.ts';
import { findWebDist } from '../lib/web-dist.ts';
import { contentSecurityPolicy, inlineScriptHashes, resourcePolicy } from './content-security-policy.ts';

/**
 * The security headers of every response (decision 015): a Content-Security-Policy (the site's for pages, a closed one
 * for everything else), no framing, no MIME sniffing, the referrer cut to the origin when leaving the site, and HSTS
 * when the public origin is https. Built once; setting them is a few header writes per response.
 */
export function securityHeaders(env: Pick<Env, 'PUBLIC_URL' | 'GTM_ID' | 'SUPABASE_URL'>, distDir: string | null | undefined = findWebDist()) {
  const pagePolicy = contentSecurityPolicy(env, inlineScriptHashes(distDir, new URL(env.PUBLIC_URL).origin));
  const fixed: [string, string][] = [
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
  ];
  if (env.PUBLIC_URL.startsWith('https:')) fixed.push(['strict-transport-security', 'max-age=31536000; includeSubDomains']);

  return createMiddleware<RequestEnv>(async (c, next) => {
    await next();
    const isPage = c.res.headers.get('content-type')?.startsWith('text/html') ?? false;
    setResponseHeader(c, 'content-security-policy', isPage ? pagePolicy : resourcePolicy);
    for (const [name, value] of fixed) setResponseHeader(c, name, value);
  });
}
