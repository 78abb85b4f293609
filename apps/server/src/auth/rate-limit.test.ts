import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createLogger } from '../lib/logger.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMITS: 'true', TRUST_PROXY_HEADER: 'x-forwarded-for' });
});
afterAll(() => t.close());

const send = (app: TestApp['app'], path: string, ip: string) =>
  app.request(`/auth/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `${ip}, 10.0.0.1`, 'x-supabase-api-version': '2024-01-01' },
    // Invalid on purpose: the limit counts every attempt, and these cost no password hash.
    body: JSON.stringify(path.startsWith('/token') ? {} : { email: 'x', password: 'x' }),
  });

describe('per-IP rate limits on /auth/v1', () => {
  it('lets 30 sign-ups through per IP, then answers 429 over_request_rate_limit with Retry-After', async () => {
    for (let i = 0; i < 30; i++) expect((await send(t.app, '/signup', '203.0.113.1')).status).toBe(400);
    const limited = await send(t.app, '/signup', '203.0.113.1');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await send(t.app, '/signup', '203.0.113.2')).status).toBe(400);
  });

  it('holds across processes: a second app on the same database shares the bucket', async () => {
    const other = createApp({ env: t.env, db: t.database.db, logger: createLogger(t.env) });
    const started = Date.now();
    let allowed = 0;
    for (let i = 0; i < 44; i++) {
      const res = await send(i % 2 ? other : t.app, '/token?grant_type=password', '203.0.113.9');
      if (res.status !== 429) allowed++;
    }
    // 30 at once, then 150 per 5 minutes (one every 2 s) refilled while the loop ran.
    const refilled = ((Date.now() - started) / 1000) * 0.5;
    expect(allowed).toBeGreaterThanOrEqual(30);
    expect(allowed).toBeLessThanOrEqual(30 + Math.ceil(refilled));
  });

  it('is off unless enabled, so other tests are never throttled', async () => {
    const quiet = await createTestApp();
    for (let i = 0; i < 35; i++) expect((await send(quiet.app, '/signup', '203.0.113.3')).status).toBe(400);
    await quiet.close();
  });
});

describe('CORS for the extension', () => {
  it('allows a chrome-extension origin on /auth/v1 and /api, and no other site', async () => {
    const origin = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop';
    for (const path of ['/auth/v1/token', '/api/usage']) {
      const preflight = await t.app.request(path, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,apikey' },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
      expect(preflight.headers.get('access-control-allow-headers')).toContain('apikey');
    }
    const evil = await t.app.request('/auth/v1/settings', { headers: { origin: 'https://evil.example' } });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  });
});
