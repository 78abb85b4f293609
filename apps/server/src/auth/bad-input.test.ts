import fc from 'fast-check';
import { SignJWT, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTestUser, type TestUser } from '../testing/test-user.ts';
import { loadSigningKeys } from './signing-keys.ts';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await createTestUser(t);
});
afterAll(() => t.close());

const modern = { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' };
const endpoints = [
  ['POST', '/signup'],
  ['POST', '/token?grant_type=password'],
  ['POST', '/token?grant_type=refresh_token'],
  ['PUT', '/user'],
  ['POST', '/recover'],
  ['POST', '/verify'],
  ['POST', '/logout'],
] as const;

function call(method: string, path: string, body: string | undefined, token = user.accessToken) {
  return t.app.request(`/auth/v1${path}`, { method, headers: { ...modern, authorization: `Bearer ${token}` }, body });
}

describe('bad input on every auth endpoint', () => {
  it.each(endpoints.filter(([, p]) => p !== '/logout'))('%s %s: malformed JSON is 400 invalid_json', async (method, path) => {
    const res = await call(method, path, '{"email": ');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'invalid_json' });
  });

  it.each(endpoints)('%s %s: a body over 1 MB is 413', async (method, path) => {
    const res = await call(method, path, JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1024 * 1024) }));
    expect(res.status).toBe(413);
  });

  it.each([
    [{ email: 42, password: 'long enough' }, 'validation_failed'],
    [{ email: 'a@b.co', password: ['long enough'] }, 'validation_failed'],
    [{ email: 'a@b.co' }, 'validation_failed'],
    [{ password: 'long enough' }, 'validation_failed'],
    [{ email: 'a@b.co', password: 'long enough', data: 'x' }, 'validation_failed'],
    [{ email: 'a@b.co', password: 'long enough', data: { k: 'nul\u0000' } }, 'validation_failed'],
    [{ email: 'a@b.co', password: 'x'.repeat(73) }, 'validation_failed'],
  ])('sign-up refuses %j with %s', async (body, code) => {
    const res = await call('POST', '/signup', JSON.stringify(body));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code });
  });

  it('refuses an email holding U+0000 before anything reads it, naming the field', async () => {
    const res = await call('POST', '/signup', JSON.stringify({ email: 'a\u0000b@example.com', password: 'long enough' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation_failed', message: 'email: must not contain the NUL character (U+0000)' });
  });

  it.each(['ａｄｍｉｎ@example.com', 'zero\u200bwidth@example.com', 'ünï@exämple.com', 'a@b', ' @example.com', '😀@example.com'])(
    'refuses the odd email %j as invalid',
    async (email) => {
      const res = await call('POST', '/signup', JSON.stringify({ email, password: 'long enough' }));
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'validation_failed', message: 'Unable to validate email address: invalid format' });
    },
  );

  it('answers an unknown grant type as GoTrue does', async () => {
    const res = await call('POST', '/token?grant_type=magic', '{}');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'invalid_credentials', message: 'unsupported_grant_type' });
  });
});

describe('what the fuzzer found (each was a 500)', () => {
  it.each(['http://%5B', 'https://a b', 'http://%zz'])('takes redirect_to=%j on /recover and /verify as no page', async (target) => {
    const q = `redirect_to=${encodeURIComponent(target)}`;
    const recover = await call('POST', `/recover?${q}`, JSON.stringify({ email: user.email }));
    expect(recover.status).toBe(200);
    const link = await t.app.request(`/auth/v1/verify?type=recovery&token=not-a-real-token&${q}`);
    expect(link.status).toBe(303);
    expect(link.headers.get('location')).toMatch(new RegExp(`^${t.env.PUBLIC_URL}/en/reset-password#error=access_denied`));
    const verify = await call('POST', `/verify?${q}`, JSON.stringify({ type: 'recovery', token: 'not-a-real-token' }));
    expect(verify.status).toBe(403);
  });

  const deep = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
  it.each([
    ['data nested 9,000 deep', `{"email":"deep@example.com","password":"long enough","data":${deep(9_000)}}`, 'too_deep'],
    ['a lone surrogate in data', '{"email":"lone@example.com","password":"long enough","data":{"name":"\\ud800"}}', 'lone surrogate'],
    ['a lone surrogate as a key', '{"email":"lone@example.com","password":"long enough","data":{"\\udfff":1}}', 'lone surrogate'],
  ])('answers sign-up and PUT /user with %s as 400 validation_failed', async (_name, body, reason) => {
    for (const [method, path] of [['POST', '/signup'], ['PUT', '/user']] as const) {
      const res = await call(method, path, body);
      expect(res.status).toBe(400);
      const json = (await res.json()) as { code: string; message: string; issues?: { code: string }[] };
      expect(json.code).toBe('validation_failed');
      expect(json.issues?.[0]?.code === reason || json.message.includes(reason)).toBe(true);
    }
  });
});

describe('bearer tokens on /user and /logout', () => {
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const forged = async (sign: 'other-key' | 'expired' | 'none') => {
    const keys = await loadSigningKeys(t.env);
    if (sign === 'none') return `${b64({ alg: 'none' })}.${b64({ sub: user.id, aud: 'authenticated', exp: 9e9 })}.`;
    const key = sign === 'other-key' ? (await generateKeyPair('ES256')).privateKey : keys.privateKey;
    return new SignJWT({ session_id: crypto.randomUUID() })
      .setProtectedHeader({ alg: 'ES256', kid: keys.kid })
      .setSubject(user.id)
      .setAudience('authenticated')
      .setExpirationTime(sign === 'expired' ? Math.floor(Date.now() / 1000) - 5 : '1h')
      .sign(key);
  };

  it('answers no token with 401 no_authorization', async () => {
    const res = await t.app.request('/auth/v1/user', { headers: modern });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'no_authorization' });
  });

  it.each(['other-key', 'expired', 'none'] as const)('answers a token (%s) with 403 bad_jwt', async (kind) => {
    for (const [method, path] of [['GET', '/user'], ['POST', '/logout']] as const) {
      const res = await call(method, path, undefined, await forged(kind));
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'bad_jwt' });
    }
  });
});

describe('random bodies (property)', () => {
  const bodies = fc.oneof(
    fc.json(),
    fc.string(),
    fc.record({ email: fc.oneof(fc.string(), fc.emailAddress(), fc.anything()), password: fc.oneof(fc.string(), fc.anything()) }),
    fc.record({ refresh_token: fc.anything(), type: fc.string(), token_hash: fc.anything(), data: fc.anything() }),
  );
  it('never answers 5xx and always answers JSON', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...endpoints), bodies, async ([method, path], body) => {
        const res = await call(method, path, typeof body === 'string' ? body : JSON.stringify(body));
        expect(res.status).toBeLessThan(500);
        if (res.status !== 204) expect(res.headers.get('content-type')).toContain('application/json');
      }),
      { numRuns: 150 },
    );
  });
});
