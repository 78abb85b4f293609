import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { stripeEvents } from '../db/schema/billing.ts';
import { HttpError } from '../lib/http-error.ts';
import type { BillingContext } from './context.ts';
import { type ProviderSubscription, type SubscriptionRead, unreadable } from './provider.ts';
import { anyEventSchema, handledEventSchema, handledEventTypes, type HandledEvent } from './stripe-event.ts';
import { idOf, readStripeSubscription } from './stripe-subscription.ts';
import { takeSyncTicket, writeSubscription } from './sync.ts';
import { sendBillingMail } from './billing-mail.ts';

/**
 * Every outcome is answered 2xx: `rejected` (a signed event we can never read) and `unreadable` (a subscription in a
 * state we cannot place) would fail on every retry too (decision 029).
 */
export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored' | 'rejected' | 'unreadable';

/** The subscription an event is about; the event body is only a pointer, its state is re-fetched (rule 16). */
function subscriptionIdOf(event: HandledEvent): string | null {
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
  }
}

function verify(ctx: BillingContext, rawBody: Buffer, signature: string | undefined): unknown {
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

/**
 * The event's shape, checked after its signature. A signed event we cannot read is refused, not half-applied, and
 * answered 2xx: it is Stripe's own and will read no better on a retry (decision 029). Logged as an error, with the event
 * id and the failing field only, for someone to look at.
 */
function checkShape(ctx: BillingContext, event: unknown): HandledEvent | 'ignored' | 'rejected' {
  const any = anyEventSchema.safeParse(event);
  const handled = any.success && (handledEventTypes as string[]).includes(any.data.type) ? handledEventSchema.safeParse(event) : undefined;
  if (any.success && (!handled || handled.success)) return handled?.data ?? 'ignored';
  const issue = (handled?.error ?? any.error)?.issues[0];
  const where = issue?.path.join('.') || 'event';
  ctx.logger.error({ eventId: any.data?.id, where }, 'billing: signed Stripe event of an unexpected shape rejected');
  return 'rejected';
}

async function fetchState(ctx: BillingContext, event: HandledEvent, id: string): Promise<SubscriptionRead | null> {
  let current: SubscriptionRead | null;
  try {
    current = await ctx.provider.retrieveSubscription(id);
  } catch (error) {
    ctx.logger.warn({ err: error, eventId: event.id }, 'billing: Stripe unreachable during webhook');
    // Stripe retries a 5xx for up to three days: the one case where a 5xx is the contract.
    throw new HttpError(503, 'stripe_unavailable', 'Stripe could not be reached; please retry.');
  }
  if (current) return current;
  // Gone at Stripe: the deleted event's own body is the last state there will be.
  return event.type === 'customer.subscription.deleted' ? readStripeSubscription(event.data.object, ctx.logger) : null;
}

/** `POST /api/stripe/webhook`: verified, recorded with its effect in one transaction, order-proof. */
export async function handleStripeWebhook(ctx: BillingContext, rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
  const event = checkShape(ctx, verify(ctx, rawBody, signature));
  if (event === 'ignored' || event === 'rejected') return event;
  const [seen] = await ctx.db.select().from(stripeEvents).where(eq(stripeEvents.eventId, event.id));
  if (seen) return 'duplicate';

  const subscriptionId = subscriptionIdOf(event);
  // Taken before the read: the row keeps the state of the latest read begun, whichever write comes last (decision 018).
  const ticket = subscriptionId ? await takeSyncTicket(ctx.db) : 0;
  const read = subscriptionId ? await fetchState(ctx, event, subscriptionId) : null;
  // Nothing written, the event not recorded: resent from the Dashboard once the new state is supported, it applies.
  if (read === unreadable) return 'unreadable';
  const state: ProviderSubscription | null = read;
  const outcome = await ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(stripeEvents)
      .values({ eventId: event.id, type: event.type, created: event.created })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return 'duplicate';
    // A checkout's client_reference_id names our user when the subscription's metadata does not (rule 17).
    const fallbackUser = event.type === 'checkout.session.completed' ? (event.data.object.client_reference_id ?? null) : null;
    const row = state ? await writeSubscription(ctx, tx, { ...state, userId: state.userId ?? fallbackUser }, ticket) : null;
    return { result: 'processed' as const, userId: row?.userId ?? null };
  });
  if (outcome === 'duplicate') return outcome;
  await notify(ctx, event, outcome.userId, state);
  return outcome.result;
}

/** Mails after the commit: a redelivered event is a duplicate by then, so each notice goes once (rule 26). */
async function notify(ctx: BillingContext, event: HandledEvent, userId: string | null, state: ProviderSubscription | null) {
  const kind = event.type === 'invoice.payment_failed' ? 'payment_failed' : event.type === 'customer.subscription.trial_will_end' ? 'trial_ending' : null;
  if (!kind || !userId) return;
  if (kind === 'payment_failed') ctx.logger.warn({ eventId: event.id, userId }, 'billing: payment failed; asking the customer to update their card');
  try {
    await sendBillingMail(ctx, kind, userId, state?.trialEnd ?? null);
  } catch (error) {
    ctx.logger.error({ err: error, eventId: event.id }, 'billing: notice mail failed');
  }
}
