import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServedApp, serveTestApp } from '../testing/serve-for-test.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { accountCall, rowsOwnedBy } from '../testing/account-test-helpers.ts';

// `supabase` plays the hosted project; `product` is our server pointed at it with SUPABASE_URL.
let supabase: ServedApp;
let product: TestApp;
beforeAll(async () => {
  supabase = await serveTestApp();
  product = await createTestApp({ SUPABASE_URL: supabase.url, SUPABASE_ANON_KEY: 'sb_publishable_hosted' });
}, 120_000); // two apps and two databases: room for a busy machine
afterAll(async () => {
  await product.close();
  await supabase.close();
});

describe('the account API with a hosted Supabase project', () => {
  it('exports and records consent for the hosted user, and deletes our rows once the hosted project accepts the password', async () => {
    const { data } = await supabase.client().auth.signUp({ email: 'hosted-account@example.com', password: 'a long enough password' });
    const token = data.session!.access_token;
    expect((await accountCall(product, token, 'PUT', '/consent', { analytics: true })).status).toBe(200);
    const exported = (await (await accountCall(product, token, 'GET', '/export')).json()) as { account: unknown; consents: unknown[] };
    expect(exported.account).toMatchObject({ id: data.user!.id, email: 'hosted-account@example.com' });
    expect(exported.consents).toHaveLength(1);

    // The hosted project checks the password (we hold no hash); a wrong one deletes nothing.
    const wrong = await accountCall(product, token, 'DELETE', '', { email: 'hosted-account@example.com', password: 'not the password' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: 'current_password_mismatch' });
    expect((await rowsOwnedBy(product, data.user!.id)).users).toBe(1);
    const right = await accountCall(product, token, 'DELETE', '', { email: 'hosted-account@example.com', password: 'a long enough password' });
    expect(right.status).toBe(200);
    const left = await rowsOwnedBy(product, data.user!.id);
    for (const [table, count] of Object.entries(left)) expect({ table, count }).toEqual({ table, count: 0 });
  });

  it('serves a deleted user\'s later requests (the token still holds at Supabase) without a server error', async () => {
    const { data } = await supabase.client().auth.signUp({ email: 'hosted-again@example.com', password: 'a long enough password' });
    const token = data.session!.access_token;
    expect((await accountCall(product, token, 'PUT', '/consent', { analytics: true })).status).toBe(200);
    expect((await accountCall(product, token, 'DELETE', '', { email: 'hosted-again@example.com', password: 'a long enough password' })).status).toBe(200);

    // The process had remembered the user as mirrored; a later request must mirror them again, not hit a missing row.
    const consent = await accountCall(product, token, 'PUT', '/consent', { analytics: false });
    expect(consent.status).toBe(200);
    const usage = await product.app.request('/api/usage', { headers: { authorization: `Bearer ${token}` } });
    expect(usage.status).toBe(200);
    expect(await usage.json()).toMatchObject({ plan: 'free' });
  });
});
