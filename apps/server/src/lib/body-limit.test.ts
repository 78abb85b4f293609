import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../routes/app-env.ts';
import { limitRequestBody } from './body-limit.ts';

const limit = 1024 * 1024;
const app = new Hono<AppEnv>().use(limitRequestBody(limit)).post('/echo', async (c) => c.json({ length: (await c.req.text()).length }));
const post = (body: RequestInit['body'], headers: Record<string, string> = {}) => app.request('/echo', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
const stream = (bytes: number) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array(bytes));
      controller.close();
    },
  });

describe('limitRequestBody', () => {
  it('passes a body within the limit to the route, whole', async () => {
    const res = await post('x'.repeat(limit), { 'content-length': String(limit) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ length: limit });
  });

  it('refuses a declared length over the limit with JSON 413 before reading the body', async () => {
    const res = await post('x'.repeat(limit + 1), { 'content-length': String(limit + 1) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ code: 'payload_too_large', message: 'The request body is larger than 1 MB.' });
  });

  it('counts a body sent without a length (chunked) and refuses it past the limit', async () => {
    expect((await post(stream(limit))).status).toBe(200);
    const res = await post(stream(limit + 1));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('counts the body when a length and chunked encoding are both declared', async () => {
    const res = await post(stream(limit * 2), { 'content-length': '10', 'transfer-encoding': 'chunked' });
    expect(res.status).toBe(413);
  });
});
