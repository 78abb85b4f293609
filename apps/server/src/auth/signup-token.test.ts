import { type JSONWebKeySet, createLocalJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTestUser } from '../testing/test-user.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const modern = { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' };
const post = (path: string, body: unknown, headers: Record<string, string> = modern) =>
  t.app.request(`/auth/v1${path}`, { method: 'POST', headers, body: JSON.stringify(body) });

describe('POST /auth/v1/signup and /token?grant_type=password', () => {
  it('signs up with a session whose token the JWKS verifies', async () => {
    const res = await post('/signup', { email: 'Ana@Example.com', password: 'long enough', data: {} });
    expect(res.status).toBe(200);
    const session = (await res.json()) as { access_token: string; user: { id: string } };
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600, user: { email: 'ana@example.com', aud: 'authenticated' } });
    const jwks = (await (await t.app.request('/auth/v1/.well-known/jwks.json')).json()) as JSONWebKeySet;
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', key_ops: ['verify'] });
    expect(jwks.keys[0]!.d).toBeUndefined();
    const { payload, protectedHeader } = await jwtVerify(session.access_token, createLocalJWKSet(jwks));
    expect(protectedHeader).toMatchObject({ alg: 'ES256', kid: jwks.keys[0]!.kid });
    expect(payload).toMatchObject({
      sub: session.user.id,
      email: 'ana@example.com',
      role: 'authenticated',
      aud: 'authenticated',
      aal: 'aal1',
      session_id: expect.any(String),
      iss: `${t.env.PUBLIC_URL}/auth/v1`,
    });
    expect(payload.exp! - payload.iat!).toBe(3600);
  });

  it('answers a taken email with user_already_exists in both error shapes', async () => {
    const user = await createTestUser(t);
    const res = await post('/signup', { email: user.email.toUpperCase(), password: 'another password' });
    expect(res.status).toBe(422);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await res.json()).toEqual({ code: 'user_already_exists', message: 'User already registered' });
    const legacy = await post('/signup', { email: user.email, password: 'another password' }, { 'content-type': 'application/json' });
    expect(legacy.headers.get('x-sb-error-code')).toBe('user_already_exists');
    expect(await legacy.json()).toEqual({ code: 422, error_code: 'user_already_exists', msg: 'User already registered' });
  });

  it('signs in with the password and refuses wrong and unknown credentials alike', async () => {
    const user = await createTestUser(t);
    const ok = await post('/token?grant_type=password', { email: user.email, password: user.password });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { user: { id: string } }).user.id).toBe(user.id);
    const wrong = await post('/token?grant_type=password', { email: user.email, password: 'not the password' });
    const unknown = await post('/token?grant_type=password', { email: 'nobody@example.com', password: 'not the password' });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
    }
  });

  it('refuses a short password as weak and a malformed email', async () => {
    const weak = await post('/signup', { email: 'weak@example.com', password: 'short' });
    expect(weak.status).toBe(422);
    expect(await weak.json()).toMatchObject({ code: 'weak_password', weak_password: { reasons: ['length'] } });
    const bad = await post('/signup', { email: 'not-an-email', password: 'long enough' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'validation_failed', message: 'Unable to validate email address: invalid format' });
  });

  it('never logs passwords or tokens', async () => {
    const user = await createTestUser(t, { password: 'secret password for logs' });
    await post('/token?grant_type=password', { email: user.email, password: user.password });
    const logs = t.logs.join('');
    for (const secret of [user.password, user.refreshToken, user.accessToken]) expect(logs).not.toContain(secret);
  });

  it('publishes settings as GoTrue does', async () => {
    const res = await t.app.request('/auth/v1/settings');
    expect(await res.json()).toMatchObject({ external: { email: true }, disable_signup: false, mailer_autoconfirm: true });
  });
});
