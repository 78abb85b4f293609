import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { SignJWT, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/auth.ts';
import type { AppEnv } from '../routes/app-env.ts';
import { errorHandler } from '../lib/errors.ts';
import { createLogger } from '../lib/logger.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTestUser, type TestUser } from '../testing/test-user.ts';
import { requireUser } from './require-user.ts';
import { loadSigningKeys } from './signing-keys.ts';

let t: TestApp;
let user: TestUser;
let api: Hono<AppEnv>;
beforeAll(async () => {
  t = await createTestApp();
  user = await createTestUser(t);
  const deps = { env: t.env, db: t.database.db, logger: createLogger(t.env) };
  api = new Hono<AppEnv>();
  api.onError(errorHandler(deps.logger));
  api.get('/me', requireUser(deps), (c) => c.json(c.var.user));
});
afterAll(() => t.close());

const call = (authorization?: string) => api.request('/me', { headers: authorization ? { authorization } : {} });
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function tokenWith(claims: Record<string, unknown>, key?: Parameters<SignJWT['sign']>[0], kid?: string) {
  const keys = await loadSigningKeys(t.env);
  return new SignJWT({ role: 'authenticated', email: user.email, ...claims })
    .setProtectedHeader({ alg: 'ES256', kid: kid ?? keys.kid })
    .setSubject(user.id)
    .setAudience('authenticated')
    .setIssuedAt()
    .setExpirationTime((claims.exp as number | undefined) ?? '1h')
    .sign(key ?? keys.privateKey);
}

describe('requireUser', () => {
  it('accepts a token from sign-up and sets the user', async () => {
    const res = await call(`Bearer ${user.accessToken}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: user.id, email: user.email });
  });

  it.each([
    ['missing', () => undefined],
    ['not a bearer', () => `Basic ${user.accessToken}`],
    ['malformed', () => 'Bearer not-a-jwt'],
    ['truncated', () => `Bearer ${user.accessToken.slice(0, -5)}`],
  ])('refuses a %s token with 401 unauthorized', async (_name, header) => {
    const res = await call(header());
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'unauthorized', message: expect.any(String) });
  });

  it('refuses an expired token', async () => {
    const res = await call(`Bearer ${await tokenWith({ exp: Math.floor(Date.now() / 1000) - 10 })}`);
    expect(res.status).toBe(401);
  });

  it('refuses a token signed with another key under the same kid', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    const res = await call(`Bearer ${await tokenWith({}, privateKey)}`);
    expect(res.status).toBe(401);
  });

  it('refuses alg none and HS256 tokens', async () => {
    const payload = b64({ sub: user.id, aud: 'authenticated', exp: Math.floor(Date.now() / 1000) + 600 });
    expect((await call(`Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`)).status).toBe(401);
    const hs = await new SignJWT({ sub: user.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('authenticated')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('guessed-secret-guessed-secret-32b'));
    expect((await call(`Bearer ${hs}`)).status).toBe(401);
  });

  it('refuses a token for another audience', async () => {
    const keys = await loadSigningKeys(t.env);
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: keys.kid })
      .setSubject(user.id)
      .setAudience('anon')
      .setExpirationTime('1h')
      .sign(keys.privateKey);
    expect((await call(`Bearer ${token}`)).status).toBe(401);
  });

  it('refuses the token of a signed-out session and of a deleted account at once', async () => {
    const other = await createTestUser(t);
    expect((await call(`Bearer ${other.accessToken}`)).status).toBe(200);
    await t.app.request('/auth/v1/logout?scope=global', { method: 'POST', headers: { authorization: `Bearer ${other.accessToken}` } });
    expect(await (await call(`Bearer ${other.accessToken}`)).json()).toMatchObject({ code: 'unauthorized' });

    const gone = await createTestUser(t);
    await t.database.db.delete(users).where(eq(users.id, gone.id));
    const res = await call(`Bearer ${gone.accessToken}`);
    expect(res.status).toBe(401);
  });
});
