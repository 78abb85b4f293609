import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeDouble } from '@selecta/test-doubles/stripe-server';
import { stripeEvents } from '../db/schema/billing.ts';
import type { TestApp } from '../testing/test-app.ts';
import { createStripeTestApp, signedEvent, webhookSecret } from '../testing/billing-test-kit.ts';

// A correctly signed event of the wrong shape is a poison event: written nowhere, never a 500 (decision 018), and
// answered 2xx, since Stripe would retry it for days and it can never succeed (decision 029).
let t: TestApp;
let stripe: StripeDouble;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, stripe, close } = await createStripeTestApp());
});
afterAll(() => close());

/** Any payload, signed with the endpoint's secret exactly as Stripe signs. */
function signed(payload: string): RequestInit {
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
  return { method: 'POST', headers: { 'stripe-signature': signature, 'content-type': 'application/json' }, body: payload };
}

const subscription = { id: 'sub_shape', object: 'subscription', status: 'active' };

describe('Stripe webhook: the event shape, after the signature', () => {
  const cases: [string, string][] = [
    ['null', 'null'],
    ['a number', '42'],
    ['an array', '[]'],
    ['an event with no data', JSON.stringify({ id: 'evt_no_data', object: 'event', type: 'customer.subscription.updated', created: 1 })],
    ['an event with no data.object', JSON.stringify({ id: 'evt_no_object', object: 'event', type: 'customer.subscription.updated', created: 1, data: {} })],
    ['an event with no created', JSON.stringify({ id: 'evt_no_created', object: 'event', type: 'customer.subscription.updated', data: { object: subscription } })],
    ['an event with no id', JSON.stringify({ object: 'event', type: 'invoice.paid', created: 1, data: { object: {} } })],
    ['a subscription event with no subscription id', JSON.stringify({ id: 'evt_no_sub', object: 'event', type: 'customer.subscription.deleted', created: 1, data: { object: { object: 'subscription', status: 'canceled' } } })],
    ['an unhandled type with data.object null', JSON.stringify({ id: 'evt_other', object: 'event', type: 'customer.created', created: 1, data: { object: null } })],
  ];
  for (const [name, payload] of cases) {
    it(`answers 200 rejected to ${name}, writing nothing and asking Stripe nothing`, async () => {
      const asked = stripe.requests.length;
      const res = await t.app.request('/api/stripe/webhook', signed(payload));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ received: true, outcome: 'rejected' });
      expect(stripe.requests.length).toBe(asked);
    });
  }

  it('records nothing for them, and still processes a well-formed event afterwards', async () => {
    expect(await t.database.db.select().from(stripeEvents)).toEqual([]);
    const res = await t.app.request('/api/stripe/webhook', signedEvent('customer.created', { id: 'cus_fine', object: 'customer' }).init);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, outcome: 'ignored' });
  });

  it('logs which field was wrong as an error, not the event body', async () => {
    await t.app.request('/api/stripe/webhook', signed(JSON.stringify({ id: 'evt_logged', object: 'event', type: 'customer.subscription.updated', created: 1, data: { object: { ...subscription, id: 42, description: 'private words' } } })));
    const line = t.logs.find((l) => l.includes('evt_logged'));
    expect(line).toContain('data.object.id');
    expect(JSON.parse(line!)).toMatchObject({ level: 50 });
    expect(line).not.toContain('private words');
  });

  it('still refuses an unsigned or wrongly signed body with 400, so only Stripe gets a 2xx', async () => {
    const payload = JSON.stringify({ id: 'evt_forged', object: 'event', type: 'customer.subscription.updated', created: 1, data: { object: subscription } });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    for (const headers of [{ 'stripe-signature': forged }, {}]) {
      const res = await t.app.request('/api/stripe/webhook', { method: 'POST', headers, body: payload });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'invalid_signature' });
    }
  });
});
