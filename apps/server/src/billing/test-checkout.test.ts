import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTestUser, type TestUser } from '../testing/test-user.ts';
import { authed, postJson, publicUrl } from '../testing/billing-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: publicUrl });
});
afterAll(() => t.close());

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;
const sessionIdOf = (url: string) => new URL(url).searchParams.get('session_id')!;

async function checkout(user: TestUser, body: Record<string, unknown>) {
  const res = await t.app.request('/api/stripe/create-checkout-session', postJson(user, { userId: user.id, email: user.email, ...body }));
  return { res, body: await json(res) };
}

describe('test checkout (no Stripe keys): session → subscription → plan', () => {
  it('buys Plus through our own test checkout page, in the language of the success URL', async () => {
    const user = await createTestUser(t);
    const { res, body } = await checkout(user, { planType: 'plus', priceId: 'plus_monthly', success_url: `${publicUrl}/es/payment-success`, cancel_url: `${publicUrl}/es/payment-cancel` });
    expect(res.status).toBe(200);
    const url = body.url as string;
    expect(url.startsWith(`${publicUrl}/es/test-checkout?session_id=cs_test_`)).toBe(true);
    const id = sessionIdOf(url);

    const shown = await json(await t.app.request(`/api/billing/test-checkout/${id}`, authed(user)));
    expect(shown).toMatchObject({ id, plan: 'plus', interval: 'monthly', amount: 20, currency: 'EUR', status: 'open', trialDays: 14 });

    const before = await t.app.request(`/api/billing/checkout-sessions/${id}`, authed(user));
    expect(await before.json()).toEqual({ status: 'open', paid: false, plan: 'plus', belongsToUser: true });

    const pay = await json(await t.app.request(`/api/billing/test-checkout/${id}/pay`, postJson(user, {})));
    expect(pay.redirectUrl).toBe(`${publicUrl}/es/payment-success?session_id=${id}`);
    // A double click changes nothing.
    expect(await json(await t.app.request(`/api/billing/test-checkout/${id}/pay`, postJson(user, {})))).toEqual(pay);

    const verified = await t.app.request(`/api/billing/checkout-sessions/${id}`, authed(user));
    expect(await verified.json()).toEqual({ status: 'complete', paid: true, plan: 'plus', belongsToUser: true });
    expect(await json(await t.app.request('/api/auth/user/plan', authed(user)))).toEqual({ plan: 'plus' });
    const summary = await json(await t.app.request('/api/billing/subscription', authed(user)));
    expect(summary).toMatchObject({ plan: 'plus', status: 'trialing', interval: 'monthly', cancelAtPeriodEnd: false });
    expect(Date.parse(summary.trialEnd as string)).toBeGreaterThan(Date.now() + 13 * 86_400_000);

    // A live subscription is sent to the portal instead of a second checkout (rule 6).
    const again = await checkout(user, { planType: 'pro', priceId: 'pro_yearly', locale: 'es' });
    expect(again.body.url).toBe(`${publicUrl}/es/test-checkout/portal`);

    const portal = await json(await t.app.request('/api/billing/portal', postJson(user, { locale: 'en' })));
    expect(portal.url).toBe(`${publicUrl}/en/test-checkout/portal`);
    const cancelled = await json(await t.app.request('/api/billing/test-portal/cancel', postJson(user, {})));
    expect(cancelled).toMatchObject({ plan: 'plus', cancelAtPeriodEnd: true });
    const resumed = await json(await t.app.request('/api/billing/test-portal/resume', postJson(user, {})));
    expect(resumed).toMatchObject({ plan: 'plus', cancelAtPeriodEnd: false });
  });

  it('keeps the user on Free when they cancel the checkout, and sends them to the cancel page', async () => {
    const user = await createTestUser(t);
    const { body } = await checkout(user, { planType: 'pro', priceId: 'pro_monthly' });
    const id = sessionIdOf(body.url as string);
    expect((body.url as string).startsWith(`${publicUrl}/en/test-checkout?`)).toBe(true);
    const cancel = await json(await t.app.request(`/api/billing/test-checkout/${id}/cancel`, postJson(user, {})));
    expect(cancel.redirectUrl).toBe(`${publicUrl}/en/payment-cancel`);
    const pay = await t.app.request(`/api/billing/test-checkout/${id}/pay`, postJson(user, {}));
    expect(pay.status).toBe(409);
    expect(await json(await t.app.request(`/api/billing/checkout-sessions/${id}`, authed(user)))).toMatchObject({ status: 'expired', paid: false });
    expect(await json(await t.app.request('/api/auth/user/plan', authed(user)))).toEqual({ plan: 'free' });
    expect(await json(await t.app.request('/api/billing/subscription', authed(user)))).toEqual({
      plan: 'free', status: null, interval: null, currentPeriodEnd: null, trialEnd: null, cancelAtPeriodEnd: null, teamName: null,
    });
  });

  it('starts the no-card Plus trial once per account', async () => {
    const user = await createTestUser(t);
    const res = await t.app.request('/api/billing/trial', postJson(user, {}));
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.plan).toBe('plus');
    expect(Date.parse(body.trialEnd as string)).toBeGreaterThan(Date.now() + 13 * 86_400_000);
    expect(await json(await t.app.request('/api/auth/user/plan', authed(user)))).toEqual({ plan: 'plus' });

    const again = await t.app.request('/api/billing/trial', postJson(user, {}));
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ code: 'trial_already_used' });
  });

  it('never gives a second trial through checkout after a trial was used', async () => {
    const user = await createTestUser(t);
    await t.app.request('/api/billing/trial', postJson(user, {}));
    await t.app.request('/api/billing/test-portal/cancel', postJson(user, {}));
    // Still live (cancels at period end), so a checkout goes to the portal; the trial itself is spent either way.
    const { body } = await checkout(user, { planType: 'plus', priceId: 'plus_yearly' });
    expect(body.url).toBe(`${publicUrl}/en/test-checkout/portal`);
  });

  it("hides another user's checkout session (404), whatever the endpoint", async () => {
    const owner = await createTestUser(t);
    const other = await createTestUser(t);
    const id = sessionIdOf((await checkout(owner, { planType: 'plus', priceId: 'plus_monthly' })).body.url as string);
    for (const [path, init] of [
      [`/api/billing/checkout-sessions/${id}`, authed(other)],
      [`/api/billing/test-checkout/${id}`, authed(other)],
      [`/api/billing/test-checkout/${id}/pay`, postJson(other, {})],
      [`/api/billing/test-checkout/${id}/cancel`, postJson(other, {})],
    ] as const) {
      const res = await t.app.request(path, init);
      expect(res.status).toBe(404);
      expect(await json(res)).toMatchObject({ code: 'checkout_session_not_found' });
    }
    expect(await json(await t.app.request('/api/auth/user/plan', authed(other)))).toEqual({ plan: 'free' });
  });

  it('answers bad input with 4xx JSON, never 5xx', async () => {
    const user = await createTestUser(t);
    const cases: [string, RequestInit][] = [
      ['/api/stripe/create-checkout-session', postJson(user, { planType: 'plus', priceId: 'price_123' })],
      ['/api/stripe/create-checkout-session', postJson(user, { planType: 'plus', priceId: 'plus_monthly', success_url: 12 })],
      ['/api/stripe/create-checkout-session', postJson(user, [])],
      ['/api/billing/test-checkout/%00%01', authed(user)],
      ['/api/billing/test-checkout/cs_test_nope/pay', postJson(user, {})],
      ['/api/billing/test-portal/cancel', postJson(user, {})],
      ['/api/billing/portal', authed(user, { method: 'POST', body: '{' })],
      ['/api/stripe/webhook', { method: 'POST', body: '{}' }],
    ];
    for (const [path, init] of cases) {
      const res = await t.app.request(path, init);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
      expect(await json(res), path).toHaveProperty('code');
    }
  });
});
