import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeDouble } from '@selecta/test-doubles/stripe-server';
import { billingCustomers, subscriptions } from '../db/schema/billing.ts';
import type { TestApp } from '../testing/test-app.ts';
import { createTestUser } from '../testing/test-user.ts';
import { authed, createStripeTestApp, postJson, signedEvent } from '../testing/billing-test-kit.ts';

// Meant for PostgreSQL (TEST_DATABASE_URL, a pool of real connections); also runs on PGlite.
let t: TestApp;
let stripe: StripeDouble;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, stripe, close } = await createStripeTestApp({ latencyMs: 40 }));
});
afterAll(() => close());

describe('billing under concurrency', () => {
  it('creates exactly one Stripe customer for two simultaneous checkout clicks', async () => {
    const user = await createTestUser(t);
    const click = () => t.app.request('/api/stripe/create-checkout-session', postJson(user, { planType: 'plus', priceId: 'plus_monthly' }));
    const answers = await Promise.all([click(), click(), click()]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect([...stripe.customers.values()].filter((c) => c.metadata.userId === user.id)).toHaveLength(1);
    expect(await t.database.db.select().from(billingCustomers).where(eq(billingCustomers.userId, user.id))).toHaveLength(1);
    // No lock is held across the Stripe call: every create carried the user's one idempotency key, so Stripe made one.
    const creates = stripe.requests.filter((r) => r.path === '/v1/customers');
    expect(creates.filter((r) => r.params.metadata && (r.params.metadata as Record<string, string>).userId === user.id).every((r) => r.idempotencyKey === `customer-${user.id}`)).toBe(true);
  });

  it('leaves one correct row when the webhook and the success page sync the same subscription at once', async () => {
    const user = await createTestUser(t);
    await t.app.request('/api/stripe/create-checkout-session', postJson(user, { planType: 'pro', priceId: 'pro_monthly' }));
    const session = [...stripe.sessions.values()].find((s) => s.client_reference_id === user.id)!;
    const sub = stripe.completeCheckout(session.id);
    const completed = { ...session, status: 'complete', subscription: sub.id };
    const [hook, created, page] = await Promise.all([
      t.app.request('/api/stripe/webhook', signedEvent('checkout.session.completed', completed).init),
      t.app.request('/api/stripe/webhook', signedEvent('customer.subscription.created', sub).init),
      t.app.request(`/api/billing/checkout-sessions/${session.id}`, authed(user)),
    ]);
    expect([hook.status, created.status, page.status]).toEqual([200, 200, 200]);
    const rows = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: sub.id, status: 'active', plan: 'pro', interval: 'monthly' });
    expect(await (await t.app.request('/api/auth/user/plan', authed(user))).json()).toEqual({ plan: 'pro' });
  });
});
