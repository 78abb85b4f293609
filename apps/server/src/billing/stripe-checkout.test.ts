import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/test-app.ts';
import { createTestUser, type TestUser } from '../testing/test-user.ts';
import { authed, createStripeTestApp, postJson, publicUrl, stripePrices } from '../testing/billing-test-kit.ts';
import type { StripeDouble } from '@selecta/test-doubles/stripe-server';

let t: TestApp;
let stripe: StripeDouble;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, stripe, close } = await createStripeTestApp());
});
afterAll(() => close());

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;
const checkout = (user: TestUser, body: Record<string, unknown>) =>
  t.app.request('/api/stripe/create-checkout-session', postJson(user, { userId: user.id, email: user.email, ...body }));
const sessionsOf = (customer: string) => [...stripe.sessions.values()].filter((s) => s.customer === customer);
const customersOf = (userId: string) => [...stripe.customers.values()].filter((c) => c.metadata.userId === userId);

describe('checkout against Stripe (test double speaking its wire format)', () => {
  it('creates one customer and a subscription-mode session carrying our user id and a first Plus trial (rules 1–4)', async () => {
    const user = await createTestUser(t);
    const res = await checkout(user, { planType: 'plus', priceId: 'plus_monthly', success_url: `${publicUrl}/es/payment-success`, cancel_url: `${publicUrl}/es/payment-cancel` });
    expect(res.status).toBe(200);
    expect((await json(res)).url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);

    const [customer] = customersOf(user.id);
    expect(customersOf(user.id)).toHaveLength(1);
    expect(customer!.email).toBe(user.email);
    const create = stripe.requests.find((r) => r.path === '/v1/customers');
    expect(create!.idempotencyKey).toBe(`customer-${user.id}`);
    const [session] = sessionsOf(customer!.id);
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: user.id,
      customer_email: null,
      success_url: `${publicUrl}/es/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${publicUrl}/es/payment-cancel`,
      locale: 'es',
      _price: stripePrices.plus_monthly,
      _trialPeriodDays: 14,
      _subscriptionMetadata: { userId: user.id },
    });

    // Second checkout while nothing is live: same customer, no new one (rule 2).
    await checkout(user, { planType: 'pro', priceId: stripePrices.pro_yearly });
    expect(customersOf(user.id)).toHaveLength(1);
    const pro = sessionsOf(customer!.id).find((s) => s._price === stripePrices.pro_yearly);
    expect(pro!._trialPeriodDays).toBeNull();
  });

  it('buys for the token user only, whatever userId/email the body names', async () => {
    const buyer = await createTestUser(t);
    const victim = await createTestUser(t);
    const res = await t.app.request('/api/stripe/create-checkout-session', postJson(buyer, { planType: 'pro', priceId: 'pro_monthly', userId: victim.id, email: victim.email }));
    expect(res.status).toBe(200);
    expect(customersOf(victim.id)).toHaveLength(0);
    const [customer] = customersOf(buyer.id);
    expect(sessionsOf(customer!.id)[0]!.client_reference_id).toBe(buyer.id);
  });

  it('replaces return URLs on other origins (open-redirect guard)', async () => {
    const user = await createTestUser(t);
    await checkout(user, { planType: 'pro', priceId: 'pro_monthly', success_url: 'https://evil.example/steal', cancel_url: '//evil.example/x', locale: 'es' });
    const [customer] = customersOf(user.id);
    const [session] = sessionsOf(customer!.id);
    expect(session!.success_url).toBe(`${publicUrl}/es/payment-success?session_id={CHECKOUT_SESSION_ID}`);
    expect(session!.cancel_url).toBe(`${publicUrl}/es/payment-cancel`);
  });

  it('answers 400 for a price that is not one of the four, and calls Stripe for nothing (rule 5)', async () => {
    const user = await createTestUser(t);
    const before = stripe.requests.length;
    for (const body of [
      { planType: 'plus', priceId: 'price_unknown' },
      { planType: 'plus', priceId: '' },
      { planType: 'plus', priceId: 'pro_monthly' },
      { planType: 'enterprise', priceId: 'plus_monthly' },
      { planType: 'plus', priceId: 42 },
      { planType: 'plus' },
    ]) {
      const res = await checkout(user, body);
      expect(res.status).toBe(400);
      expect(await json(res)).toHaveProperty('code');
    }
    const bad = await t.app.request('/api/stripe/create-checkout-session', authed(user, { method: 'POST', body: '{not json' }));
    expect(bad.status).toBe(400);
    expect(stripe.requests.length).toBe(before);
  });

  it('verifies the success page with Stripe and syncs the subscription; a foreign session is a 404 (rules 8–10)', async () => {
    const user = await createTestUser(t);
    const other = await createTestUser(t);
    await checkout(user, { planType: 'plus', priceId: 'plus_yearly' });
    const [session] = sessionsOf(customersOf(user.id)[0]!.id);
    const open = await json(await t.app.request(`/api/billing/checkout-sessions/${session!.id}`, authed(user)));
    expect(open).toEqual({ status: 'open', paid: false, plan: 'plus', belongsToUser: true });

    stripe.completeCheckout(session!.id);
    const foreign = await t.app.request(`/api/billing/checkout-sessions/${session!.id}`, authed(other));
    expect(foreign.status).toBe(404);
    expect(await json(await t.app.request('/api/auth/user/plan', authed(user)))).toEqual({ plan: 'free' });

    const done = await json(await t.app.request(`/api/billing/checkout-sessions/${session!.id}`, authed(user)));
    expect(done).toEqual({ status: 'complete', paid: true, plan: 'plus', belongsToUser: true });
    expect(await json(await t.app.request('/api/auth/user/plan', authed(user)))).toEqual({ plan: 'plus' });
    expect(await json(await t.app.request('/api/billing/subscription', authed(user)))).toMatchObject({ plan: 'plus', status: 'trialing', interval: 'yearly' });

    // Now live: a new checkout goes to the Stripe billing portal (rule 6), and the portal endpoint works.
    const again = await json(await checkout(user, { planType: 'pro', priceId: 'pro_monthly' }));
    expect(again.url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    const portal = await json(await t.app.request('/api/billing/portal', postJson(user, {})));
    expect(portal.url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(stripe.requests.filter((r) => r.path === '/v1/billing_portal/sessions').at(-1)!.params.return_url).toBe(`${publicUrl}/en/dashboard`);
    for (const id of ['cs_test_doesnotexist', 'not a valid id', '../../etc']) {
      const res = await t.app.request(`/api/billing/checkout-sessions/${encodeURIComponent(id)}`, authed(user));
      expect(res.status).toBe(404);
    }
  });

  it('starts the no-card trial as a Stripe subscription that cancels without a card, once', async () => {
    const user = await createTestUser(t);
    const res = await t.app.request('/api/billing/trial', postJson(user, {}));
    expect(res.status).toBe(200);
    const create = stripe.requests.find((r) => r.path === '/v1/subscriptions' && r.idempotencyKey === `trial-${user.id}`);
    expect(create!.params).toMatchObject({
      trial_period_days: '14',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
      metadata: { userId: user.id },
    });
    expect(await json(await t.app.request('/api/auth/user/plan', authed(user)))).toEqual({ plan: 'plus' });
    expect((await t.app.request('/api/billing/trial', postJson(user, {}))).status).toBe(409);
  });

  it('rejects every billing endpoint without a token (401 JSON) and the test checkout in Stripe mode (404)', async () => {
    for (const [method, path] of [
      ['GET', '/api/auth/user/plan'],
      ['POST', '/api/stripe/create-checkout-session'],
      ['GET', '/api/billing/checkout-sessions/cs_test_x'],
      ['POST', '/api/billing/trial'],
      ['GET', '/api/billing/subscription'],
      ['POST', '/api/billing/portal'],
      ['GET', '/api/billing/test-checkout/cs_test_x'],
      ['POST', '/api/billing/test-portal/cancel'],
    ] as const) {
      const res = await t.app.request(path, { method, headers: { authorization: 'Bearer not-a-token' } });
      expect(res.status, path).toBe(401);
      expect(await json(res)).toMatchObject({ code: 'unauthorized' });
    }
    const user = await createTestUser(t);
    expect((await t.app.request('/api/billing/test-checkout/cs_test_x', authed(user))).status).toBe(404);
    expect((await t.app.request('/api/billing/portal', postJson(user, { locale: 7 }))).status).toBe(400);
    expect((await t.app.request('/api/billing/portal', postJson(user, {}))).status).toBe(404);
  });

  it('answers 502 payment_provider_error (not a 500) when Stripe is down, and works again after', async () => {
    const user = await createTestUser(t);
    stripe.failNext(3); // the SDK retries twice
    const res = await checkout(user, { planType: 'pro', priceId: 'pro_monthly' });
    expect(res.status).toBe(502);
    expect(await json(res)).toMatchObject({ code: 'payment_provider_error' });
    expect((await checkout(user, { planType: 'pro', priceId: 'pro_monthly' })).status).toBe(200);
  });
});
