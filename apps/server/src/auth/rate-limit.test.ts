import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { authRateLimits } from '../db/schema/auth.ts';
import { createLogger } from '../lib/logger.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMITS: 'true', TRUST_PROXY_HEADER: 'x-forwarded-for' });
});
afterAll(() => t.close());

// The proxy appends the address it saw (`ip`) to whatever the client sent (`forged`).
const send = (app: TestApp['app'], path: string, ip: string, forged = '10.0.0.1', body?: object) =>
  app.request(`/auth/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `${forged}, ${ip}`, 'x-supabase-api-version': '2024-01-01' },
    // Invalid on purpose unless given: the limit counts every attempt, and these cost no password hash.
    body: JSON.stringify(body ?? (path.startsWith('/token') ? {} : { email: 'x', password: 'x' })),
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

  it('limits 50 wrong passwords with a rotating left-most X-Forwarded-For exactly like 50 with a fixed one', async () => {
    const statuses = { fixed: [] as number[], rotating: [] as number[] };
    const started = Date.now();
    for (let i = 0; i < 50; i++) {
      // Unknown addresses, a new one each time: every attempt verifies a hash, and no account's own limit applies.
      const body = (n: string) => ({ email: `nobody-${n}-${i}@example.com`, password: 'wrong password' });
      statuses.fixed.push((await send(t.app, '/token?grant_type=password', '198.51.100.1', '1.2.3.4', body('f'))).status);
      statuses.rotating.push((await send(t.app, '/token?grant_type=password', '198.51.100.2', `9.9.${i}.${i}`, body('r'))).status);
    }
    const allowed = (list: number[]) => list.filter((status) => status !== 429).length;
    const refilled = Math.ceil(((Date.now() - started) / 1000) * 0.5);
    expect(new Set([...statuses.fixed, ...statuses.rotating])).toEqual(new Set([400, 429]));
    // Sent side by side, the two see the same refill: at most one token's timing apart.
    expect(Math.abs(allowed(statuses.fixed) - allowed(statuses.rotating))).toBeLessThanOrEqual(1);
    expect(allowed(statuses.rotating)).toBeLessThanOrEqual(30 + refilled);
    const keys = (await t.database.db.select({ key: authRateLimits.key }).from(authRateLimits)).map((row) => row.key);
    expect(keys).toContain('token:198.51.100.2');
    expect(keys.filter((key) => key.startsWith('token:9.9.'))).toEqual([]);
  }, 180_000);

  it('limits reauthentication mails per IP like recovery mails: 5 at once, then 429, before any token is read', async () => {
    const get = (ip: string) => t.app.request('/auth/v1/reauthenticate', { headers: { 'x-forwarded-for': `10.0.0.1, ${ip}`, 'x-supabase-api-version': '2024-01-01' } });
    for (let i = 0; i < 5; i++) expect((await get('203.0.113.20')).status).toBe(401);
    const limited = await get('203.0.113.20');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    expect((await get('203.0.113.21')).status).toBe(401);
  });

  it('is off unless enabled, so other tests are never throttled', async () => {
    const quiet = await createTestApp();
    for (let i = 0; i < 35; i++) expect((await send(quiet.app, '/signup', '203.0.113.3')).status).toBe(400);
    await quiet.close();
  }, 60_000);
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
