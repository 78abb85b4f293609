import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /healthz', () => {
  it('answers 200 when the database answers', async () => {
    const res = await t.app.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
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
    const line = t.logs.find((l) => l.includes('"path":"/healthz"'));
    expect(line).toBeDefined();
    expect(t.logs.join('')).not.toContain('secret-value');
  });
});
