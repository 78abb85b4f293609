import Stripe from 'stripe';
import type { Env } from '../env.ts';
import { HttpError } from '../lib/http-error.ts';
import type { Logger } from '../lib/logger.ts';
import type { BillingProvider, ProviderCheckoutSession } from './provider.ts';
import { idOf, readStripeSubscription } from './stripe-subscription.ts';

/** The SDK pointed at Stripe, or at STRIPE_API_URL (stripe-mock, our test double). */
export function createStripeClient(env: Env): Stripe {
  const config: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 15_000, telemetry: false };
  if (env.STRIPE_API_URL) {
    const url = new URL(env.STRIPE_API_URL);
    config.host = url.hostname;
    config.port = url.port || (url.protocol === 'https:' ? 443 : 80);
    config.protocol = url.protocol === 'https:' ? 'https' : 'http';
  }
  return new Stripe(env.STRIPE_SECRET_KEY!, config);
}

function sessionStatus(status: string | null): ProviderCheckoutSession['status'] {
  return status === 'complete' || status === 'expired' ? status : 'open';
}

/**
 * Stripe failing is not the caller's fault and not ours to hide: a 502 with a clear code (the client shows
 * its "try again" message). Missing objects are answered as null by the callers before this.
 */
function guard(logger: Logger) {
  return async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError && !isMissing(error)) {
        logger.error({ type: error.type, code: error.code, status: error.statusCode, stripeRequestId: error.requestId }, `billing: Stripe call failed: ${error.message}`);
        throw new HttpError(502, 'payment_provider_error', 'The payment provider did not answer as expected. Please try again.');
      }
      throw error;
    }
  };
}

function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';
}

export function stripeProvider(env: Env, logger: Logger): BillingProvider {
  const stripe = createStripeClient(env);
  const upstream = guard(logger);
  return {
    mode: 'stripe',
    async createCustomer({ userId, email }) {
      // Same key for the same user: a retried or concurrent request returns the same customer (rule 1).
      const customer = await upstream(() => stripe.customers.create({ email, metadata: { userId } }, { idempotencyKey: `customer-${userId}` }));
      return customer.id;
    },
    async createCheckoutSession(input) {
      const session = await upstream(() => stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: input.customerId,
        client_reference_id: input.userId,
        line_items: [{ price: input.priceId, quantity: 1 }],
        subscription_data: {
          metadata: { userId: input.userId },
          ...(input.trialDays > 0 ? { trial_period_days: input.trialDays } : {}),
        },
        allow_promotion_codes: true,
        locale: input.locale,
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      }));
      return { id: session.id, url: session.url! };
    },
    async retrieveCheckoutSession(id): Promise<ProviderCheckoutSession | null> {
      try {
        const session = await upstream(() => stripe.checkout.sessions.retrieve(id, { expand: ['line_items'] }));
        return {
          id: session.id,
          status: sessionStatus(session.status),
          paid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
          userId: session.client_reference_id,
          customerId: idOf(session.customer),
          subscriptionId: idOf(session.subscription),
          priceId: session.line_items?.data[0]?.price?.id ?? null,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async retrieveSubscription(id) {
      try {
        return readStripeSubscription(await upstream(() => stripe.subscriptions.retrieve(id)), logger);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async createTrialSubscription(input) {
      const sub = await upstream(() => stripe.subscriptions.create(
        {
          customer: input.customerId,
          items: [{ price: input.priceId }],
          trial_period_days: input.trialDays,
          metadata: { userId: input.userId },
          payment_settings: { save_default_payment_method: 'on_subscription' },
          trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
        },
        { idempotencyKey: `trial-${input.userId}` },
      ));
      return readStripeSubscription(sub, logger);
    },
    async createPortalSession({ customerId, returnUrl, locale }) {
      const session = await upstream(() => stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl, locale }));
      return session.url;
    },
    async cancelSubscription(id) {
      try {
        await upstream(() => stripe.subscriptions.cancel(id));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
  };
}
