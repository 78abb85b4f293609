import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';
import type { AppDeps } from '../lib/app-deps.ts';
import type { AppEnv } from '../routes/app-env.ts';
import { jsonError } from '../lib/json-error.ts';
import { webRoutes } from '../routes/web/web.routes.ts';
import { securityHeaders } from './security-headers.ts';

const inlineCode = "document.documentElement.dataset.flag = '';";
const sha256 = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

function fakeBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), 'selecta-csp-'));
  const page = (body: string) =>
    `<html><head><!--selecta-config--><script>${inlineCode}</script><script type="application/ld+json">{"@id":"__SELECTA_ORIGIN__/"}</script><script type="module" src="/assets/app.js"></script></head><body>${body}</body></html>`;
  writeFileSync(path.join(dir, 'index.html'), page('<div id="root"></div>'));
  mkdirSync(path.join(dir, 'es'));
  writeFileSync(path.join(dir, 'es', 'index.html'), page('Hola'));
  return dir;
}

function site(vars: Record<string, string> = {}) {
  const env = parseEnv({ PUBLIC_URL: 'https://selecta.example', ...vars });
  const dist = fakeBuild();
  return new Hono<AppEnv>()
    .use(securityHeaders(env, dist))
    .get('/api/thing', (c) => c.json({ ok: true }))
    .get('/api/broken', (c) => jsonError(c, 400, 'bad', 'Bad'))
    .route('/', webRoutes({ env } as AppDeps, dist));
}

const directive = (policy: string | null, name: string) => policy?.split('; ').find((d) => d.startsWith(`${name} `));

describe('security headers', () => {
  it('give every page a policy that runs our own scripts and the build\'s inline one by hash, and nothing else', async () => {
    const res = await site().request('/es');
    const policy = res.headers.get('content-security-policy');
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${sha256(inlineCode)}`);
    expect(policy).not.toContain('unsafe-eval');
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'none'");
    expect(directive(policy, 'form-action')).toBe("form-action 'self'");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('are on the not-found page and on API answers (a closed policy), errors included', async () => {
    const app = site();
    const missing = await app.request('/en/nowhere');
    expect(missing.status).toBe(404);
    expect(directive(missing.headers.get('content-security-policy'), 'frame-ancestors')).toBe("frame-ancestors 'none'");
    for (const url of ['/api/thing', '/api/broken', '/api/unknown']) {
      const res = await app.request(url);
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('allow Tag Manager\'s hosts only when a container is configured', async () => {
    const without = (await site().request('/es')).headers.get('content-security-policy');
    expect(without).not.toContain('googletagmanager');
    const policy = (await site({ GTM_ID: 'GTM-ABC123' }).request('/es')).headers.get('content-security-policy');
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${sha256(inlineCode)} https://*.googletagmanager.com`);
    expect(directive(policy, 'connect-src')).toContain('https://*.google-analytics.com');
    expect(directive(policy, 'img-src')).toContain('https://*.googletagmanager.com');
  });

  it('let the site reach a hosted Supabase project\'s origin, and leave HSTS off on plain http', async () => {
    const app = site({ PUBLIC_URL: 'http://localhost:3000', SUPABASE_URL: 'https://abc.supabase.co/', SUPABASE_ANON_KEY: 'sb_publishable_x' });
    const res = await app.request('/es');
    expect(directive(res.headers.get('content-security-policy'), 'connect-src')).toBe("connect-src 'self' https://abc.supabase.co");
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});
