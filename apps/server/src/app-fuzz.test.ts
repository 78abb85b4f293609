import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app.ts';
import { setTestPlan } from './testing/test-plan.ts';
import { createTestTeam } from './testing/test-team.ts';
import { createTestUser, type TestUser } from './testing/test-user.ts';

let t: TestApp;
let user: TestUser;
/** A Pro team's owner: the team's writes (its name, its prompts, invites) are only reached with such a token. */
let owner: TestUser;
/** A user and a Pro team's owner with live sessions (the property test may sign either out, or change a password). */
async function signedInPair() {
  user = await createTestUser(t);
  owner = await createTestUser(t);
  await setTestPlan(t, owner.id, 'pro');
  await createTestTeam(t, [{ id: owner.id, role: 'owner' }]);
}
beforeAll(async () => {
  t = await createTestApp();
  await signedInPair();
});
afterAll(() => t.close());

/** 5xx answers the contract names (no AI provider in this app): unavailability, not failure. */
const contractual5xx = new Set(['ai_not_configured', 'server_busy']);

/** Every route the app has registered, except the website's catch-all (it answers HTML by design). */
const routes = () => t.app.routes.filter((route) => route.method !== 'ALL' && !route.path.includes('*'));

const ascii = (maxLength = 40) => fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength });
const b64 = fc.base64String({ maxLength: 60 }).map((text) => text.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_'));

const tokens = fc.oneof(
  fc.constant(undefined),
  fc.constant('valid'),
  fc.constant('owner'),
  ascii(80).map((text) => `Bearer ${text}`),
  fc.tuple(b64, b64, b64).map((parts) => `Bearer ${parts.join('.')}`),
  fc.constantFrom('Bearer', 'Basic YWxhZGRpbjpvcGVuc2VzYW1l', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.', 'bearer  x y'),
);

const fieldNames = ['email', 'password', 'data', 'refresh_token', 'token', 'token_hash', 'type', 'action', 'text', 'prompt', 'targetLanguage',
  'currentPassword', 'newPassword', 'analytics', 'locale', 'planType', 'priceId', 'userId', 'success_url', 'cancel_url', '__proto__', 'constructor',
  'name', 'template', 'pinned', 'role', 'model', 'subject', 'message', 'baseUrl', 'apiKey', 'userIds', 'emails'];
const nastyStrings = fc.constantFrom('', '\u0000', '\ud800', 'x\udfffy', 'a'.repeat(5000), 'http://%5B', 'https://a b', "'; drop table users; --", '😀', '__proto__');
const values = fc.oneof(fc.anything({ maxDepth: 3 }), nastyStrings, fc.string({ unit: 'binary', maxLength: 30 }));
const deep = fc.integer({ min: 30, max: 9000 }).map((depth) => `{"data":${'['.repeat(depth)}${']'.repeat(depth)}}`);

const bodies = fc.oneof(
  fc.constant(undefined),
  fc.json({ maxDepth: 3 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.dictionary(fc.constantFrom(...fieldNames), values, { maxKeys: 5 }).map((object) => JSON.stringify(object)),
  fc.constantFrom('{"email": ', '[1,2', 'null', '"str"', '{"data":{"k":"\\ud800"}}', '{"email":"a@b.co","password":"long enough","data":{"\\u0000":1}}'),
  deep,
);

const headers = fc.record(
  {
    'content-type': fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', ';;;'),
    'x-supabase-api-version': fc.oneof(fc.constant('2024-01-01'), ascii(12)),
    'x-forwarded-for': ascii(40),
    'accept-language': ascii(20),
    origin: fc.oneof(fc.constant('chrome-extension://abcdefghijklmnopabcdefghijklmnop'), ascii(30)),
    'stripe-signature': ascii(60),
    cookie: ascii(40),
  },
  { requiredKeys: [] },
);

const urls = fc.constantFrom('http://%5B', 'https://a b', 'http://%zz', '//evil.example/x', 'javascript:alert(1)', '/es/onboarding', 'http://localhost:3000/en');
const queries = fc.record(
  {
    grant_type: fc.oneof(fc.constantFrom('password', 'refresh_token'), ascii(12)),
    redirect_to: fc.oneof(urls, ascii(30), nastyStrings),
    type: fc.oneof(fc.constantFrom('recovery', 'signup'), ascii(10)),
    token: fc.oneof(ascii(40), nastyStrings),
    locale: fc.oneof(fc.constantFrom('es', 'en'), ascii(8)),
    scope: fc.oneof(fc.constantFrom('global', 'local', 'others'), ascii(8)),
    login: fc.constantFrom('true', 'false', ''),
    // The members and audit pages' parameters.
    q: fc.oneof(ascii(20), nastyStrings),
    sort: fc.oneof(fc.constantFrom('email', 'role', 'lastActive', 'actionsMonth'), ascii(10)),
    page: fc.oneof(fc.constantFrom('1', '2', '0', '-1', '1e9', '99999999999999999999'), ascii(6)),
    limit: fc.oneof(fc.constantFrom('1', '50', '200', '0', 'NaN'), ascii(6)),
    before: fc.oneof(b64, nastyStrings),
    event: fc.oneof(fc.constantFrom('member.joined', 'sso.*', '*', '.*'), ascii(20)),
    actor: fc.oneof(fc.constantFrom('a@b.co', '00000000-0000-0000-0000-000000000000'), ascii(20), nastyStrings),
    from: fc.oneof(fc.constantFrom('2026-01-01', '2026-02-30', '2026-01-01T00:00:00Z', '0000-01-01'), ascii(12)),
  },
  { requiredKeys: [] },
);

describe('every route under malformed input (property, seeded)', () => {
  it('never answers 5xx, and answers every error as JSON', async () => {
    const all = routes();
    expect(all.length).toBeGreaterThan(30);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...all), fc.string({ maxLength: 40 }), queries, tokens, headers, bodies, async (route, param, query, token, extra, body) => {
        const path = route.path.replace(/:[a-zA-Z]+/g, encodeURIComponent(param) || 'x');
        const search = new URLSearchParams(query).toString();
        const authorization = token === 'valid' ? `Bearer ${user.accessToken}` : token === 'owner' ? `Bearer ${owner.accessToken}` : token;
        const res = await t.app.request(`${path}${search ? `?${search}` : ''}`, {
          method: route.method,
          headers: { ...extra, ...(authorization ? { authorization } : {}) },
          body: route.method === 'GET' || route.method === 'HEAD' ? undefined : body,
        });
        const text = await res.text();
        if (res.status < 400) return;
        // SCIM (decision 047) answers RFC 7644's error shape to directories: a string status, no `code`.
        if (path.startsWith('/scim/v2/')) {
          expect(res.headers.get('content-type'), `${route.method} ${path}: ${res.status} ${text}`).toContain('application/scim+json');
          expect(JSON.parse(text), `${route.method} ${path}: ${text}`).toMatchObject({ schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'], status: String(res.status) });
          expect(res.status, `${route.method} ${path}: ${text}`).toBeLessThan(500);
          return;
        }
        expect(res.headers.get('content-type'), `${route.method} ${path}: ${res.status} ${text}`).toContain('application/json');
        const json = JSON.parse(text) as { code?: unknown; error_code?: unknown };
        const code = typeof json.code === 'string' ? json.code : json.error_code;
        expect(typeof code, `${route.method} ${path}: ${text}`).toBe('string');
        if (res.status >= 500) expect(contractual5xx.has(code as string), `${route.method} ${path}: ${res.status} ${text}`).toBe(true);
      }),
      { numRuns: 800, seed: 20261124, endOnFailure: true },
    );
  }, 300_000);
});

describe('U+0000 in any text field', () => {
  it('is refused with 400 by every route that reads a body, as a user and as a Pro team’s owner', async () => {
    await signedInPair();
    const nul = 'a\u0000b';
    const body = JSON.stringify({ ...Object.fromEntries(fieldNames.map((name) => [name, nul])), pinned: false, data: { note: nul } });
    // The owner's writes that used to reach PostgreSQL (SQLSTATE 22021) answer 400 naming the field.
    for (const [method, path, payload] of [['PATCH', '/api/teams', { name: nul }], ['POST', '/api/teams/prompts', { name: 'Tone', template: nul }]] as const) {
      const res = await t.app.request(path, { method, headers: { authorization: `Bearer ${owner.accessToken}`, 'content-type': 'application/json' }, body: JSON.stringify(payload) });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'validation_failed', message: expect.stringContaining('must not contain the NUL character (U+0000)') });
    }
    // Signing out would end the tokens the loop goes on with.
    const writes = routes().filter((route) => route.method !== 'GET' && route.method !== 'HEAD' && route.path !== '/auth/v1/logout');
    for (const route of writes) {
      for (const who of [user, owner]) {
        const path = route.path.replace(/:[a-zA-Z]+/g, crypto.randomUUID());
        const res = await t.app.request(path, { method: route.method, headers: { authorization: `Bearer ${who.accessToken}`, 'content-type': 'application/json' }, body });
        expect(res.status, `${route.method} ${path}: ${await res.clone().text()}`).toBeLessThan(500);
      }
    }
  }, 120_000);
});
