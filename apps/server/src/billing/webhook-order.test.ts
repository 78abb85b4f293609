import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeDouble } from '@selecta/test-doubles/stripe-server';
import { unix } from '@selecta/test-doubles/stripe-objects';
import { subscriptions } from '../db/schema/billing.ts';
import type { TestApp } from '../testing/test-app.ts';
import { createTestUser } from '../testing/test-user.ts';
import { authed, createStripeTestApp, postJson, signedEvent } from '../testing/billing-test-kit.ts';

// Two events for one subscription handled at once: `invoice.paid` (its read of Stripe may see the subscription still
// active) and `customer.subscription.deleted`. The Stripe double holds chosen answers to force each interleaving of the
// two reads and the two writes; the subscription must end canceled in every one (decision 018).
let t: TestApp;
let stripe: StripeDouble;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, stripe, close } = await createStripeTestApp());
});
afterAll(() => close());

const post = (init: RequestInit) => t.app.request('/api/stripe/webhook', init);

/** A user with an active Pro subscription, stored by the webhook; the two events about to race, still unsent. */
async function racingEvents() {
  const user = await createTestUser(t);
  await t.app.request('/api/stripe/create-checkout-session', postJson(user, { planType: 'pro', priceId: 'pro_monthly' }));
  const session = [...stripe.sessions.values()].find((s) => s.client_reference_id === user.id)!;
  const sub = stripe.completeCheckout(session.id);
  expect((await post(signedEvent('customer.subscription.created', sub).init)).status).toBe(200);
  const path = `/v1/subscriptions/${sub.id}`;
  return {
    user,
    path,
    paid: () => post(signedEvent('invoice.paid', { id: 'in_test', object: 'invoice', parent: { subscription_details: { subscription: sub.id } } }).init),
    deleted: () => post(signedEvent('customer.subscription.deleted', { ...sub, status: 'canceled', canceled_at: unix(), ended_at: unix() }).init),
    /** What Stripe does when the subscription ends: every later read sees it canceled. */
    cancelAtStripe: () => Object.assign(sub, { status: 'canceled', canceled_at: unix(), ended_at: unix() }),
    status: async () => (await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id)))[0]?.status,
    plan: async () => ((await (await t.app.request('/api/auth/user/plan', authed(user))).json()) as { plan: string }).plan,
  };
}

describe('invoice.paid and customer.subscription.deleted at once', () => {
  it('ends canceled when invoice.paid read it active and writes after the deletion was stored', async () => {
    const race = await racingEvents();
    const paidRead = stripe.holdNext('GET', race.path);
    const paid = race.paid();
    await paidRead.arrived;
    race.cancelAtStripe();
    expect((await race.deleted()).status).toBe(200);
    expect(await race.status()).toBe('canceled');
    paidRead.release();
    expect((await paid).status).toBe(200);
    expect(await race.status()).toBe('canceled');
    expect(await race.plan()).toBe('free');
  });

  for (const order of ['deleted first', 'paid first'] as const) {
    it(`ends canceled when both read before either writes, and the ${order.split(' ')[0]} write goes first`, async () => {
      const race = await racingEvents();
      const paidRead = stripe.holdNext('GET', race.path);
      const deletedRead = stripe.holdNext('GET', race.path);
      const paid = race.paid();
      await paidRead.arrived;
      race.cancelAtStripe();
      const deleted = race.deleted();
      await deletedRead.arrived;
      const [first, second] = order === 'deleted first' ? [[deletedRead, deleted], [paidRead, paid]] as const : [[paidRead, paid], [deletedRead, deleted]] as const;
      first[0].release();
      expect((await first[1]).status).toBe(200);
      second[0].release();
      expect((await second[1]).status).toBe(200);
      expect(await race.status()).toBe('canceled');
    });
  }

  it('ends canceled when the deletion reads first and invoice.paid runs whole in between', async () => {
    const race = await racingEvents();
    race.cancelAtStripe();
    const deletedRead = stripe.holdNext('GET', race.path);
    const deleted = race.deleted();
    await deletedRead.arrived;
    expect((await race.paid()).status).toBe(200);
    deletedRead.release();
    expect((await deleted).status).toBe(200);
    expect(await race.status()).toBe('canceled');
  });

  it('ends canceled when the events come one after the other, in either order', async () => {
    const inOrder = await racingEvents();
    expect((await inOrder.paid()).status).toBe(200);
    inOrder.cancelAtStripe();
    expect((await inOrder.deleted()).status).toBe(200);
    expect(await inOrder.status()).toBe('canceled');

    const reversed = await racingEvents();
    reversed.cancelAtStripe();
    expect((await reversed.deleted()).status).toBe(200);
    expect((await reversed.paid()).status).toBe(200);
    expect(await reversed.status()).toBe('canceled');
  });
});
