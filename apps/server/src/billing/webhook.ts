import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { stripeEvents } from '../db/schema/billing.ts';
import { HttpError } from '../lib/http-error.ts';
import type { BillingContext } from './context.ts';
import type { ProviderSubscription } from './provider.ts';
import { toProviderSubscription } from './stripe-provider.ts';
import { writeSubscription } from './sync.ts';
import { sendBillingMail } from './billing-mail.ts';

export const handledEventTypes = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  'customer.subscription.trial_will_end',
] as const;

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/** The subscription an event is about; the event body is only a pointer, its state is re-fetched (rule 16). */
function subscriptionIdOf(event: Stripe.Event): string | null {
  switch (event.type) {
    case 'checkout.session.completed':
      return event.data.object.mode === 'subscription' ? idOf(event.data.object.subscription) : null;
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.trial_will_end':
      return event.data.object.id;
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return idOf(event.data.object.parent?.subscription_details?.subscription);
    default:
      return null;
  }
}

function verify(ctx: BillingContext, rawBody: Buffer, signature: string | undefined): Stripe.Event {
  const secret = ctx.env.STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new HttpError(404, 'webhook_not_configured', 'Stripe webhooks are not configured on this server.');
  if (!signature) throw new HttpError(400, 'invalid_signature', 'The Stripe-Signature header is missing.');
  try {
    // Default tolerance: 300 s (rule 12); the exact received bytes (rule 13).
    return Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw new HttpError(400, 'invalid_signature', 'The Stripe signature does not match this body.');
  }
}

async function fetchState(ctx: BillingContext, event: Stripe.Event, id: string): Promise<ProviderSubscription | null> {
  try {
    const current = await ctx.provider.retrieveSubscription(id);
    if (current) return current;
  } catch (error) {
    ctx.logger.warn({ err: error, eventId: event.id }, 'billing: Stripe unreachable during webhook');
    // Stripe retries a 5xx for up to three days: the one case where a 5xx is the contract.
    throw new HttpError(503, 'stripe_unavailable', 'Stripe could not be reached; please retry.');
  }
  // Gone at Stripe: the deleted event's own body is the last state there will be.
  return event.type === 'customer.subscription.deleted' ? toProviderSubscription(event.data.object) : null;
}

/** `POST /api/stripe/webhook`: verified, recorded with its effect in one transaction, order-proof. */
export async function handleStripeWebhook(ctx: BillingContext, rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
  const event = verify(ctx, rawBody, signature);
  if (!(handledEventTypes as readonly string[]).includes(event.type)) return 'ignored';
  const [seen] = await ctx.db.select().from(stripeEvents).where(eq(stripeEvents.eventId, event.id));
  if (seen) return 'duplicate';

  const subscriptionId = subscriptionIdOf(event);
  const state = subscriptionId ? await fetchState(ctx, event, subscriptionId) : null;
  const outcome = await ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(stripeEvents)
      .values({ eventId: event.id, type: event.type, created: event.created })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return 'duplicate';
    // A checkout's client_reference_id names our user when the subscription's metadata does not (rule 17).
    const fallbackUser = event.type === 'checkout.session.completed' ? event.data.object.client_reference_id : null;
    const row = state ? await writeSubscription(ctx, tx, { ...state, userId: state.userId ?? fallbackUser }) : null;
    return { result: 'processed' as const, userId: row?.userId ?? null };
  });
  if (outcome === 'duplicate') return outcome;
  await notify(ctx, event, outcome.userId, state);
  return outcome.result;
}

/** Mails after the commit: a redelivered event is a duplicate by then, so each notice goes once (rule 26). */
async function notify(ctx: BillingContext, event: Stripe.Event, userId: string | null, state: ProviderSubscription | null) {
  const kind = event.type === 'invoice.payment_failed' ? 'payment_failed' : event.type === 'customer.subscription.trial_will_end' ? 'trial_ending' : null;
  if (!kind || !userId) return;
  if (kind === 'payment_failed') ctx.logger.warn({ eventId: event.id, userId }, 'billing: payment failed; asking the customer to update their card');
  try {
    await sendBillingMail(ctx, kind, userId, state?.trialEnd ?? null);
  } catch (error) {
    ctx.logger.error({ err: error, eventId: event.id }, 'billing: notice mail failed');
  }
}
