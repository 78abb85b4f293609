import { productVersion } from '@selecta/shared/version';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { createLogger } from '../../lib/logger.ts';
import { createOps } from '../../ops/ops.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The request line is written at the end of the request's turn of the event loop, after the response's first bytes. */
const requestLineWritten = () => new Promise((resolve) => setImmediate(resolve));

describe('GET /healthz', () => {
  it('answers 200 when the database answers, with the version the server runs', async () => {
    const res = await t.app.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', version: productVersion });
  });

  it('answers JSON 404 for an unknown API path', async () => {
    const res = await t.app.request('/api/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 'not_found', message: 'Not found' });
  });

  it('refuses a body over 1 MB with JSON 413', async () => {
    const res = await t.app.request('/healthz', { method: 'POST', body: 'x'.repeat(1024 * 1024 + 1) });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('logs the request line without the query string', async () => {
    await t.app.request('/healthz?token=secret-value');
    await requestLineWritten();
    const line = t.logs.find((l) => l.includes('"path":"/healthz"'));
    expect(line).toBeDefined();
    expect(t.logs.join('')).not.toContain('secret-value');
  });
});

describe('GET /livez and /readyz', () => {
  it('answer 200 while the server takes traffic', async () => {
    expect(await (await t.app.request('/livez')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers 503 while starting and while draining; /livez stays 200; runs are refused only once the drain closes', async () => {
    const ops = createOps(t.env);
    const app = createApp({ env: t.env, db: t.database.db, logger: createLogger({ ...t.env, LOG_LEVEL: 'silent' }), ops });
    const starting = await app.request('/readyz');
    expect(starting.status).toBe(503);
    expect(starting.headers.get('retry-after')).toBe('1');
    expect(await starting.json()).toMatchObject({ code: 'server_starting' });
    ops.lifecycle.markReady();
    expect((await app.request('/readyz')).status).toBe(200);
    // SIGTERM: out of rotation first, still serving what reaches it (a run is let in: no token here, so 401).
    ops.lifecycle.leave();
    const draining = await app.request('/readyz');
    expect(draining.status).toBe(503);
    expect(await draining.json()).toMatchObject({ code: 'server_draining' });
    expect(draining.headers.get('connection')).toBe('close');
    expect((await app.request('/livez')).status).toBe(200);
    const served = await app.request('/api/ai/run', { method: 'POST', body: '{}' });
    expect(served.status).toBe(401);
    expect(served.headers.get('connection')).toBe('close');
    // Then closed: new runs are refused before any work.
    void ops.lifecycle.drain(1000);
    expect((await app.request('/readyz')).status).toBe(503);
    const run = await app.request('/api/ai/run', { method: 'POST', body: '{}' });
    expect(run.status).toBe(503);
    expect(run.headers.get('retry-after')).toBe('1');
    expect(await run.json()).toMatchObject({ code: 'server_draining' });
  });

  it('/readyz answers 503 when the database does not answer', async () => {
    const broken = { execute: () => Promise.reject(new Error('connection refused')) } as unknown as typeof t.database.db;
    const app = createApp({ env: t.env, db: broken, logger: createLogger({ ...t.env, LOG_LEVEL: 'silent' }) });
    const res = await app.request('/readyz');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: 'database_unavailable' });
  });
});

describe('the request id', () => {
  it('keeps a valid incoming x-request-id, returns it, and puts it on every log line of the request', async () => {
    const res = await t.app.request('/api/nope', { headers: { 'x-request-id': 'proxy-id-42.a:b' } });
    expect(res.headers.get('x-request-id')).toBe('proxy-id-42.a:b');
    await requestLineWritten();
    expect(t.logs.filter((line) => line.includes('proxy-id-42.a:b')).length).toBeGreaterThan(0);
  });

  it.each(['a'.repeat(129), 'has space', 'semi;colon', '<script>', ''])('replaces an unsafe or empty one (%j) with its own', async (given) => {
    const res = await t.app.request('/healthz', { headers: { 'x-request-id': given } });
    const id = res.headers.get('x-request-id')!;
    expect(id).not.toBe(given);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is on lines logged inside the request by any module, not only the request line', async () => {
    const logger = createLogger({ ...t.env, LOG_LEVEL: 'info' }, { write: (line: string) => void lines.push(line) });
    const lines: string[] = [];
    const { Hono } = await import('hono');
    const { requestLogger } = await import('../../lib/request-logger.ts');
    const app = new Hono().use(requestLogger(logger)).get('/', async (c) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      logger.warn('deep inside');
      return c.text('ok');
    });
    await app.request('/', { headers: { 'x-request-id': 'inner-7' } });
    const inner = lines.map((line) => JSON.parse(line) as { msg: string; requestId?: string }).find((entry) => entry.msg === 'deep inside');
    expect(inner?.requestId).toBe('inner-7');
  });
});
