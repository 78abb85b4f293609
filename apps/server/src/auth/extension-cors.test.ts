import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { Env } from '../env.ts';
import { extensionCors } from './extension-cors.ts';

const app = new Hono().use(extensionCors({ PUBLIC_URL: 'https://selecta.example' } as Env)).get('/api/usage', (c) => c.json({ ok: true }));
const preflight = (origin: string) =>
  app.request('/api/usage', { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' } });

describe('CORS for the extension', () => {
  it('answers the Chromium and the Firefox extension origins, and the website', async () => {
    for (const origin of ['chrome-extension://abcdefghijklmnopabcdefghijklmnop', 'moz-extension://3f1c2b7e-5d4a-4e8b-9a61-2c7d9e0f1a23', 'https://selecta.example']) {
      const res = await preflight(origin);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    }
  });

  it('answers no other origin, however close', async () => {
    for (const origin of ['https://evil.example', 'moz-extension://not-a-uuid', 'chrome-extension://ABCDEFGHIJKLMNOPABCDEFGHIJKLMNOP', 'moz-extension://3f1c2b7e-5d4a-4e8b-9a61-2c7d9e0f1a23.evil.example']) {
      const res = await preflight(origin);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    }
  });
});
