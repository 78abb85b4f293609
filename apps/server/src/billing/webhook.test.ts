import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeDouble } from '@selecta/test-doubles/stripe-server';
import { users } from '../db/schema/auth.ts';
import { stripeEvents, subscriptions } from '../db/schema/billing.ts';
import type { TestApp } from '../testing/test-app.ts';
import { createTestUser, type TestUser } from '../testing/test-user.ts';
import Stripe from 'stripe';
import { authed, createStripeTestApp, postJson, signedEvent, stripePrices, webhookSecret } from '../testing/billing-test-kit.ts';

let t: TestApp;
let stripe: StripeDouble;
let close: () => Promise<void>;
let dataDir: string;
beforeAll(async () => {
  ({ t, stripe, close, dataDir } = await createStripeTestApp());
});
afterAll(() => close());

const post = (init: RequestInit) => t.app.request('/api/stripe/webhook', init);
const planOf = async (user: TestUser) => ((await (await t.app.request('/api/auth/user/plan', authed(user))).json()) as { plan: string }).plan;
const rowOf = async (id: string) => (await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0];

/** A user who paid at Stripe (session completed there) but whose success page never ran. */
async function paidAtStripe(price: string = stripePrices.pro_monthly) {
  const user = await createTestUser(t);
  const key = Object.entries(stripePrices).find(([, id]) => id === price)![0];
  await t.app.request('/api/stripe/create-checkout-session', postJson(user, { planType: key.split('_')[0], priceId: key }));
  const session = [...stripe.sessions.values()].find((s) => s.client_reference_id === user.id)!;
  const sub = stripe.completeCheckout(session.id);
  return { user, session, sub };
}

describe('Stripe webhook', () => {
  it('records a paid checkout from the webhook alone, even if the tab was closed (rules 10, 17)', async () => {
    const { user, session, sub } = await paidAtStripe();
    const { init } = signedEvent('checkout.session.completed', { ...session, status: 'complete', subscription: sub.id });
    const res = await post(init);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, outcome: 'processed' });
    expect(await planOf(user)).toBe('pro');
  });

  it('rejects a tampered body, a wrong secret, a missing header and a stale timestamp with 400, writing nothing (rules 11–13)', async () => {
    const { user, sub } = await paidAtStripe();
    const good = signedEvent('customer.subscription.created', sub);
    const tampered = { ...good.init, body: good.payload.replace(sub.id, 'sub_other') };
    const wrongSecret = signedEvent('customer.subscription.created', sub, { secret: 'whsec_wrong' }).init;
    const stale = signedEvent('customer.subscription.created', sub, { timestamp: Math.floor(Date.now() / 1000) - 301 }).init;
    const noHeader = { method: 'POST', body: good.payload };
    const reformatted = { ...good.init, body: JSON.stringify(JSON.parse(good.payload), null, 2) };
    for (const init of [tampered, wrongSecret, stale, noHeader, reformatted]) {
      const res = await post(init);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'invalid_signature' });
    }
    expect(await t.database.db.select().from(stripeEvents)).not.toContainEqual(expect.objectContaining({ eventId: good.event.id }));
    expect(await planOf(user)).toBe('free');
    const fresh = signedEvent('customer.subscription.created', sub, { timestamp: Math.floor(Date.now() / 1000) - 290 });
    expect((await post(fresh.init)).status).toBe(200);
    expect(await planOf(user)).toBe('pro');
  });

  it('verifies the exact received bytes: non-ASCII, pretty-printed bodies pass (rule 13)', async () => {
    const { user, sub } = await paidAtStripe();
    const event = { id: 'evt_utf8', object: 'event', type: 'customer.subscription.updated', created: Math.floor(Date.now() / 1000), data: { object: { ...sub, description: 'Suscripción de Núñez — 💳' } } };
    const payload = JSON.stringify(event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    const res = await post({ method: 'POST', headers: { 'stripe-signature': signature }, body: new TextEncoder().encode(payload) });
    expect(res.status).toBe(200);
    expect(await planOf(user)).toBe('pro');
  });

  it('answers 2xx to event types it does not handle (rule 14)', async () => {
    const res = await post(signedEvent('customer.created', { id: 'cus_x', object: 'customer' }).init);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, outcome: 'ignored' });
  });

  it('applies a repeated event id once (rule 15)', async () => {
    const { user, sub } = await paidAtStripe();
    const first = signedEvent('customer.subscription.updated', sub, { id: 'evt_dup_1' });
    expect(await (await post(first.init)).json()).toMatchObject({ outcome: 'processed' });
    // Stripe changes the subscription; a redelivery of the old event must not re-sync anything.
    stripe.subscriptions.get(sub.id)!.status = 'past_due';
    const again = signedEvent('customer.subscription.updated', sub, { id: 'evt_dup_1' });
    expect(await (await post(again.init)).json()).toMatchObject({ outcome: 'duplicate' });
    expect((await rowOf(sub.id))!.status).toBe('active');
    expect(await planOf(user)).toBe('pro');
  });

  it('never resurrects a cancelled subscription from a late "updated: active" event (rule 16)', async () => {
    const { user, sub } = await paidAtStripe();
    const activeSnapshot = structuredClone(sub);
    Object.assign(stripe.subscriptions.get(sub.id)!, { status: 'canceled', canceled_at: Math.floor(Date.now() / 1000) });
    await post(signedEvent('customer.subscription.deleted', stripe.subscriptions.get(sub.id)!).init);
    expect(await planOf(user)).toBe('free');
    await post(signedEvent('customer.subscription.updated', activeSnapshot).init);
    expect((await rowOf(sub.id))!.status).toBe('canceled');
    expect(await planOf(user)).toBe('free');
  });

  it('follows plan and interval changes made in the portal, and invoice.paid advances the period (rules 25, 27)', async () => {
    const { user, sub } = await paidAtStripe(stripePrices.plus_monthly);
    await post(signedEvent('customer.subscription.created', sub).init);
    const live = stripe.subscriptions.get(sub.id)!;
    live.items.data[0]!.price.id = stripePrices.pro_yearly;
    live.items.data[0]!.current_period_end += 365 * 86_400;
    const invoice = { id: 'in_1', object: 'invoice', parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } } };
    expect((await post(signedEvent('invoice.paid', invoice).init)).status).toBe(200);
    const row = await rowOf(sub.id);
    expect(row).toMatchObject({ plan: 'pro', interval: 'yearly', priceKey: 'pro_yearly' });
    expect(row!.currentPeriodEnd!.getTime()).toBe(live.items.data[0]!.current_period_end * 1000);
    expect(await planOf(user)).toBe('pro');
  });

  it('keeps access while past_due after invoice.payment_failed (documented grace)', async () => {
    const { user, sub } = await paidAtStripe();
    stripe.subscriptions.get(sub.id)!.status = 'past_due';
    const invoice = { id: 'in_2', object: 'invoice', parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } } };
    expect((await post(signedEvent('invoice.payment_failed', invoice).init)).status).toBe(200);
    expect((await rowOf(sub.id))!.status).toBe('past_due');
    expect(await planOf(user)).toBe('pro');
    expect((await (await t.app.request('/api/billing/subscription', authed(user))).json())).toMatchObject({ status: 'past_due' });
  });

  it('answers 5xx when Stripe cannot be reached so Stripe retries, and the retry then applies (rule 18)', async () => {
    const { user, sub } = await paidAtStripe();
    const { init, payload } = signedEvent('customer.subscription.created', sub, { id: 'evt_retry_1' });
    stripe.failNext(3); // the SDK's own retries included
    const res = await post(init);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: 'stripe_unavailable' });
    expect(await planOf(user)).toBe('free');
    const retry = signedEvent('customer.subscription.created', JSON.parse(payload).data.object, { id: 'evt_retry_1' });
    expect(await (await post(retry.init)).json()).toMatchObject({ outcome: 'processed' });
    expect(await planOf(user)).toBe('pro');
  });

  it('answers 2xx and logs an event for a customer it cannot place, instead of retrying forever (rule 19)', async () => {
    const sub = { ...[...stripe.subscriptions.values()][0]! };
    const stray = { ...sub, id: 'sub_stray', customer: 'cus_unknown', metadata: {} };
    stripe.subscriptions.set('sub_stray', stray);
    const res = await post(signedEvent('customer.subscription.updated', stray).init);
    expect(res.status).toBe(200);
    expect(await rowOf('sub_stray')).toBeUndefined();
    expect(t.logs.join('')).toContain('subscription not placed');
  });

  it('answers 400 JSON to a body that is not a signed event', async () => {
    const res = await post({ method: 'POST', headers: { 'stripe-signature': 't=1,v1=abc' }, body: 'not json' });
    expect(res.status).toBe(400);
  });

  it('mails a trial-ending reminder once, and a payment-failed notice (rules 22, 26)', async () => {
    const outbox = path.join(dataDir, 'outbox');
    const mailsTo = async (to: string) => {
      const files = await readdir(outbox).catch(() => []);
      const mails = await Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(outbox, f), 'utf8')) as { to: string; subject: string; text: string }));
      return mails.filter((m) => m.to === to);
    };
    const user = await createTestUser(t);
    await t.app.request('/api/billing/trial', postJson(user, {}));
    const sub = [...stripe.subscriptions.values()].find((s) => s.metadata.userId === user.id)!;
    const reminder = signedEvent('customer.subscription.trial_will_end', sub, { id: 'evt_trial_end_1' });
    expect((await post(reminder.init)).status).toBe(200);
    expect((await post(signedEvent('customer.subscription.trial_will_end', sub, { id: 'evt_trial_end_1' }).init)).status).toBe(200);
    const sent = await mailsTo(user.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Your Selecta Plus trial ends soon');
    expect(sent[0]!.text).toContain('https://selecta.test/en/dashboard');

    const invoice = { id: 'in_3', object: 'invoice', parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } } };
    await post(signedEvent('invoice.payment_failed', invoice).init);
    expect((await mailsTo(user.email)).map((m) => m.subject)).toContain('We could not charge your card for Selecta');

    const spanish = await createTestUser(t);
    await t.database.db.update(users).set({ userMetadata: { locale: 'es' } }).where(eq(users.id, spanish.id));
    await t.app.request('/api/billing/trial', postJson(spanish, {}));
    const esSub = [...stripe.subscriptions.values()].find((s) => s.metadata.userId === spanish.id)!;
    await post(signedEvent('customer.subscription.trial_will_end', esSub).init);
    const [es] = await mailsTo(spanish.email);
    expect(es!.subject).toBe('Tu prueba de Selecta Plus termina pronto');
    expect(es!.text).toContain('https://selecta.test/es/dashboard');
  });
});
