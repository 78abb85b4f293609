import { serve } from '@hono/node-server';
import { startOpenAiDouble, type StreamingDouble } from '@selecta/test-doubles/openai-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSse } from '../../testing/ai-test-kit.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createTestUser, type TestUser } from '../../testing/test-user.ts';

let double: StreamingDouble;
let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  double = await startOpenAiDouble({ reply: 'a long answer '.repeat(50), chunkDelayMs: 20 });
  t = await createTestApp({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: `${double.url}/v1`, AI_TIMEOUT_MS: '300' });
  user = await createTestUser(t);
});
afterAll(async () => {
  await t.close();
  await double.close();
});

const body = JSON.stringify({ action: 'reply', text: 'hello' });

describe('provider failures', () => {
  it('answers 504 when the provider stays silent past the timeout', async () => {
    double.options.firstTokenDelayMs = 2_000;
    try {
      const res = await t.app.request('/api/ai/run', { method: 'POST', headers: { authorization: `Bearer ${user.accessToken}` }, body });
      expect(res.status).toBe(504);
      expect(await res.json()).toMatchObject({ code: 'provider_timeout' });
    } finally {
      double.options.firstTokenDelayMs = 0;
    }
  });

  it('aborts the provider request as soon as the client goes away', async () => {
    const server = serve({ fetch: t.app.fetch, port: 0 });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const client = new AbortController();
      const res = await fetch(`http://127.0.0.1:${port}/api/ai/run`, { method: 'POST', headers: { authorization: `Bearer ${user.accessToken}` }, body, signal: client.signal });
      expect(res.status).toBe(200);
      const reader = res.body!.getReader();
      expect(new TextDecoder().decode((await reader.read()).value)).toContain('event: delta');
      const closed = double.nextEarlyClose();
      client.abort();
      expect((await closed).closedEarly).toBe(true);
    } finally {
      server.close();
    }
  });

  it('ends the stream with an error event when the provider breaks off mid-answer', async () => {
    double.options.breakAfterChunks = 2;
    try {
      const res = await t.app.request('/api/ai/run', { method: 'POST', headers: { authorization: `Bearer ${user.accessToken}` }, body });
      expect(res.status).toBe(200);
      const events = parseSse(await res.text());
      expect(events.filter((e) => e.event === 'delta').map((e) => e.data.text).join('')).toBe('a long a');
      expect(events.at(-1)).toEqual({ event: 'error', data: { code: 'provider_error', message: 'The AI provider stopped answering. Try again.' } });
      expect(events.some((e) => e.event === 'done')).toBe(false);
    } finally {
      delete double.options.breakAfterChunks;
    }
  });

  it('answers 503 ai_not_configured without a provider', async () => {
    const bare = await createTestApp();
    try {
      const someone = await createTestUser(bare);
      const res = await bare.app.request('/api/ai/run', { method: 'POST', headers: { authorization: `Bearer ${someone.accessToken}` }, body });
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ code: 'ai_not_configured' });
    } finally {
      await bare.close();
    }
  });
});
