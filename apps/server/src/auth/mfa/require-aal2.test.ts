import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../routes/app-env.ts';
import { errorHandler } from '../../lib/errors.ts';
import { createLogger } from '../../lib/logger.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { requireUser } from '../require-user.ts';
import { type ServedApp, serveTestApp } from '../../testing/serve-for-test.ts';
import { codeFor, enrolledAccount, passwordAccount, signIn } from '../../testing/mfa-test-kit.ts';
import { requireAal2IfEnrolled } from './require-aal2.ts';

// With a hosted Supabase project there are no session rows: `supabase` plays the project, `product` points at it.
let supabase: ServedApp;
let product: TestApp;
let api: Hono<AppEnv>;
beforeAll(async () => {
  supabase = await serveTestApp();
  product = await createTestApp({ SUPABASE_URL: supabase.url, SUPABASE_ANON_KEY: 'sb_publishable_hosted' });
  const deps = { env: product.env, db: product.database.db, logger: createLogger(product.env) };
  api = new Hono<AppEnv>();
  api.onError(errorHandler(deps.logger));
  api.delete('/sensitive', requireUser(deps), requireAal2IfEnrolled(deps), (c) => c.json({ ok: true }));
});
afterAll(async () => {
  await product.close();
  await supabase.close();
});

const call = async (token: string) => {
  const res = await api.request('/sensitive', { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: await res.json() };
};

describe('requireAal2IfEnrolled with a hosted project', () => {
  it("asks the project's /user about an aal1 token: refused when the account has a verified factor", async () => {
    const { email, factorId, secret } = await enrolledAccount(supabase, 'hosted');
    const half = await signIn(supabase, email);
    expect(await call(half.session.access_token)).toEqual({ status: 403, body: { code: 'insufficient_aal', message: expect.any(String) } });
    expect((await half.client.auth.mfa.challengeAndVerify({ factorId, code: codeFor(secret, 1) })).error).toBeNull();
    expect((await call((await half.client.auth.getSession()).data.session!.access_token)).status).toBe(200);
  });

  it('lets an account without factors act at aal1', async () => {
    const { client } = await passwordAccount(supabase, 'hosted-plain');
    expect((await call((await client.auth.getSession()).data.session!.access_token)).status).toBe(200);
  });
});
