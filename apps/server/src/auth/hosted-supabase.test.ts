import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/auth.ts';
import type { AppEnv } from '../routes/app-env.ts';
import { errorHandler } from '../lib/errors.ts';
import { createLogger } from '../lib/logger.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { requireUser } from './require-user.ts';
import { type ServedApp, serveTestApp } from '../testing/serve-for-test.ts';

// `supabase` plays the hosted project (a GoTrue-compatible server with a JWKS); `product` points at it.
let supabase: ServedApp;
let product: TestApp;
let api: Hono<AppEnv>;
beforeAll(async () => {
  supabase = await serveTestApp();
  product = await createTestApp({ SUPABASE_URL: supabase.url, SUPABASE_ANON_KEY: 'sb_publishable_hosted' });
  const deps = { env: product.env, db: product.database.db, logger: createLogger(product.env) };
  api = new Hono<AppEnv>();
  api.onError(errorHandler(deps.logger));
  api.get('/me', requireUser(deps), (c) => c.json(c.var.user));
});
afterAll(async () => {
  await product.close();
  await supabase.close();
});

describe('with SUPABASE_URL set', () => {
  it('does not mount the embedded auth service', async () => {
    const res = await product.app.request('/auth/v1/settings');
    expect(res.status).toBe(404);
  });

  it("verifies the hosted project's tokens through its JWKS and mirrors the user for foreign keys", async () => {
    const client = supabase.client();
    const { data } = await client.auth.signUp({ email: 'hosted@example.com', password: 'a long enough password' });
    const res = await api.request('/me', { headers: { authorization: `Bearer ${data.session!.access_token}` } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: data.user!.id, email: 'hosted@example.com' });
    const [row] = await product.database.db.select().from(users).where(eq(users.id, data.user!.id));
    expect(row?.email).toBe('hosted@example.com');
  });

  it('refuses a malformed token', async () => {
    const res = await api.request('/me', { headers: { authorization: 'Bearer a.b.c' } });
    expect(res.status).toBe(401);
  });
});
