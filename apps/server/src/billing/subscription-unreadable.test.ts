import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeDouble } from '@selecta/test-doubles/stripe-server';
import { stripeEvents, subscriptions } from '../db/schema/billing.ts';
import type { TestApp } from '../testing/test-app.ts';
import { createTestUser, type TestUser } from '../testing/test-user.ts';
import { authed, createStripeTestApp, postJson, signedEvent } from '../testing/billing-test-kit.ts';

// A subscription Stripe reports in a status it added after us (an open enum), or of an unexpected shape, is answered
// normally and leaves our row at its last known state: never a 5xx, never a new entitlement (decision 029).
let t: TestApp;
let stripe: StripeDouble;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, stripe, close } = await createStripeTestApp());
});
afterAll(() => close());

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;
const planOf = async (user: TestUser) => (await json(await t.app.request('/api/auth/user/plan', authed(user)))).plan;
const rowOf = async (id: string) => (await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0];
const verify = (user: TestUser, sessionId: string) => t.app.request(`/api/billing/checkout-sessions/${sessionId}`, authed(user));
const webhook = (type: string, object: object) => {
  const signed = signedEvent(type, object);
  return { id: signed.event.id, post: () => t.app.request('/api/stripe/webhook', signed.init) };
};
const eventRecorded = async (id: string) => (await t.database.db.select().from(stripeEvents).where(eq(stripeEvents.eventId, id))).length > 0;

/** A user whose Plus checkout Stripe completed: the subscription exists at Stripe, not yet with us. */
async function paidAtStripe() {
  const user = await createTestUser(t);
  await t.app.request('/api/stripe/create-checkout-session', postJson(user, { planType: 'plus', priceId: 'plus_monthly' }));
  const session = [...stripe.sessions.values()].find((s) => s.client_reference_id === user.id)!;
  const sub = stripe.completeCheckout(session.id);
  return { user, session, sub };
}

describe('a subscription Stripe reports in a state we cannot read', () => {
  it('answers the success page normally and grants nothing when the status is unknown; the log names the status only', async () => {
    const { user, session, sub } = await paidAtStripe();
    Object.assign(sub, { status: 'frozen' });
    const res = await verify(user, session.id);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ status: 'complete', paid: true, plan: 'plus', belongsToUser: true });
    expect(await planOf(user)).toBe('free');
    expect(await rowOf(sub.id)).toBeUndefined();
    const line = t.logs.find((l) => l.includes('not readable') && l.includes(sub.id))!;
    expect(JSON.parse(line)).toMatchObject({ subscriptionId: sub.id, status: 'frozen', where: 'status' });
    for (const secret of [user.email, user.id, sub.customer]) expect(line).not.toContain(secret);
  });

  it('keeps the last known state of a subscription we had, on the success page and from a webhook', async () => {
    const { user, session, sub } = await paidAtStripe();
    expect(await json(await verify(user, session.id))).toMatchObject({ status: 'complete' });
    expect(await planOf(user)).toBe('plus');
    Object.assign(sub, { status: 'frozen' });
    expect((await verify(user, session.id)).status).toBe(200);
    const event = webhook('customer.subscription.updated', { ...sub, status: 'frozen' });
    const res = await event.post();
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ received: true, outcome: 'unreadable' });
    expect(await rowOf(sub.id)).toMatchObject({ status: 'trialing', plan: 'plus' });
    expect(await json(await t.app.request('/api/billing/subscription', authed(user)))).toMatchObject({ plan: 'plus', status: 'trialing' });

    // Not recorded: the same event resent once Stripe reports a status we know is applied.
    expect(await eventRecorded(event.id)).toBe(false);
    Object.assign(sub, { status: 'canceled', canceled_at: Math.floor(Date.now() / 1000) });
    expect(await json(await event.post())).toEqual({ received: true, outcome: 'processed' });
    expect(await planOf(user)).toBe('free');
  });

  it('processes an event whose own body names an unknown status: the state is re-fetched, the body only points', async () => {
    const { user, sub } = await paidAtStripe();
    const res = await webhook('customer.subscription.updated', { ...sub, status: 'frozen' }).post();
    expect(await json(res)).toEqual({ received: true, outcome: 'processed' });
    expect(await planOf(user)).toBe('plus');
  });

  for (const [what, change, where] of [
    ['without items', { items: null }, 'items'],
    ['without a customer', { customer: null }, 'customer'],
    ['with a number for cancel_at_period_end', { cancel_at_period_end: 1 }, 'cancel_at_period_end'],
  ] as const) {
    it(`answers 200 and writes nothing for a subscription retrieved ${what}`, async () => {
      const { user, session, sub } = await paidAtStripe();
      Object.assign(sub, change);
      expect((await verify(user, session.id)).status).toBe(200);
      expect(await json(await webhook('invoice.paid', { id: 'in_x', object: 'invoice', parent: { subscription_details: { subscription: sub.id } } }).post())).toEqual({ received: true, outcome: 'unreadable' });
      expect(await rowOf(sub.id)).toBeUndefined();
      expect(await planOf(user)).toBe('free');
      expect(t.logs.some((l) => l.includes(sub.id) && JSON.parse(l).where === where)).toBe(true);
    });
  }

  it('reads the deleted event body as the last state when Stripe no longer has the subscription, unknown status included', async () => {
    const { user, session, sub } = await paidAtStripe();
    await verify(user, session.id);
    stripe.subscriptions.delete(sub.id);
    const odd = await webhook('customer.subscription.deleted', { ...sub, status: 'dissolved' }).post();
    expect(await json(odd)).toEqual({ received: true, outcome: 'unreadable' });
    expect(await planOf(user)).toBe('plus');
    const gone = await webhook('customer.subscription.deleted', { ...sub, status: 'canceled', canceled_at: Math.floor(Date.now() / 1000) }).post();
    expect(await json(gone)).toEqual({ received: true, outcome: 'processed' });
    expect(await planOf(user)).toBe('free');
  });

  it('answers a trial Stripe creates in an unknown status with 409 trial_unavailable, claiming nothing', async () => {
    const user = await createTestUser(t);
    stripe.changeNextCreated({ status: 'frozen' });
    const res = await t.app.request('/api/billing/trial', postJson(user, {}));
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({ code: 'trial_unavailable' });
    expect(await planOf(user)).toBe('free');
    const created = [...stripe.subscriptions.values()].find((sub) => sub.metadata.userId === user.id)!;
    expect(await rowOf(created.id)).toBeUndefined();
  });
});
