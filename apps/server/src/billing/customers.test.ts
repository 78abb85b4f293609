import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeDouble } from '@selecta/test-doubles/stripe-server';
import { billingCustomers } from '../db/schema/billing.ts';
import type { TestApp } from '../testing/test-app.ts';
import { createTestUser } from '../testing/test-user.ts';
import { authed, createStripeTestApp, postJson } from '../testing/billing-test-kit.ts';

let t: TestApp;
let stripe: StripeDouble;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, stripe, close } = await createStripeTestApp());
});
afterAll(() => close());

describe('creating the Stripe customer', () => {
  it('holds no database transaction while Stripe is slow: other requests are answered meanwhile', async () => {
    const buyer = await createTestUser(t);
    const other = await createTestUser(t);
    const creates = () => stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/customers').length;
    const createsBefore = creates();
    const customerCreation = stripe.holdNext('POST', '/v1/customers');
    let checkoutDone = false;
    const checkout = Promise.resolve(t.app.request('/api/stripe/create-checkout-session', postJson(buyer, { planType: 'plus', priceId: 'plus_monthly' }))).finally(() => (checkoutDone = true));
    await customerCreation.arrived;
    // Stripe has not answered yet; on PGlite (one connection) a transaction held across the call stalls these until the
    // SDK gives up on Stripe and sends the request again.
    const others = Promise.all([t.app.request('/api/billing/subscription', authed(other)), t.app.request('/api/usage', authed(other))]);
    let waiting = true;
    const stripeRetried = (async () => {
      while (waiting && creates() <= createsBefore + 1) await new Promise((resolve) => setTimeout(resolve, 20));
      return 'the SDK timed out and retried';
    })();
    const first = await Promise.race([others.then(() => 'others answered'), stripeRetried]);
    waiting = false;
    expect(first).toBe('others answered');
    expect((await others).map((r) => r.status)).toEqual([200, 200]);
    expect(checkoutDone).toBe(false);
    customerCreation.release();
    expect((await checkout).status).toBe(200);
    const [row] = await t.database.db.select().from(billingCustomers).where(eq(billingCustomers.userId, buyer.id));
    expect(row?.customerId).toMatch(/^cus_/);
  });
});
