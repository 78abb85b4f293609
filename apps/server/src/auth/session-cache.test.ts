import { embeddedAnonKey } from '@selecta/shared/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTestUser, type TestUser } from '../testing/test-user.ts';

// The session cache (decision 035): on the embedded database it remembers a verified session for a second, and any
// change to the user or end of their sessions, by whatever route, drops it at once; on PostgreSQL it is off.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const headers = (user: TestUser) => ({ authorization: `Bearer ${user.accessToken}`, apikey: embeddedAnonKey, 'content-type': 'application/json' });
const getUser = (user: TestUser) => t.app.request('/auth/v1/user', { headers: headers(user) });

describe('GET /auth/v1/user right after the account or session changed', () => {
  it('refuses a deleted account at once, though the session was just verified', async () => {
    const user = await createTestUser(t);
    for (let i = 0; i < 2; i++) expect((await getUser(user)).status).toBe(200);
    const deleted = await t.app.request('/api/account', { method: 'DELETE', headers: headers(user), body: JSON.stringify({ email: user.email, password: user.password }) });
    expect(deleted.status).toBe(200);
    const answer = await getUser(user);
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ error_code: 'user_not_found' });
  });

  it('answers the new metadata at once after an update', async () => {
    const user = await createTestUser(t);
    for (let i = 0; i < 2; i++) expect((await getUser(user)).status).toBe(200);
    const updated = await t.app.request('/auth/v1/user', { method: 'PUT', headers: headers(user), body: JSON.stringify({ data: { locale: 'es' } }) });
    expect(updated.status).toBe(200);
    expect(await (await getUser(user)).json()).toMatchObject({ user_metadata: { locale: 'es' } });
  });

  it('refuses a signed-out session at once', async () => {
    const user = await createTestUser(t);
    for (let i = 0; i < 2; i++) expect((await getUser(user)).status).toBe(200);
    expect((await t.app.request('/auth/v1/logout', { method: 'POST', headers: headers(user) })).status).toBe(204);
    expect((await getUser(user)).status).toBe(403);
  });
});
