import { Hono } from 'hono';
import { requireUser } from '../../auth/require-user.ts';
import { createCheckout } from '../../billing/checkout.ts';
import { checkoutRateLimit } from '../../billing/checkout-rate-limit.ts';
import { billingContext } from '../../billing/context.ts';
import { checkoutRequestSchema } from '../../billing/schemas.ts';
import { handleStripeWebhook } from '../../billing/webhook.ts';
import type { AppEnv, AppServices } from '../app-env.ts';
import { HttpError } from '../../lib/http-error.ts';
import { stripeEventType } from '../../ops/stripe-metrics.ts';
import { readJson } from '../../lib/read-json.ts';

/** `/api/stripe/*`: checkout creation (bearer) and the Stripe webhook (signature). */
export function stripeRoutes(deps: AppServices) {
  const events = deps.ops.metrics?.stripeEvents;
  const ctx = billingContext(deps);
  return new Hono<AppEnv>()
    .post('/create-checkout-session', requireUser(deps), checkoutRateLimit(deps), async (c) => {
      const body = await readJson(c, checkoutRequestSchema);
      return c.json(await createCheckout(ctx, c.var.user, body));
    })
    .post('/webhook', async (c) => {
      // The exact received bytes: no JSON parser runs before verification (rule 13).
      const raw = Buffer.from(await c.req.arrayBuffer());
      try {
        const outcome = await handleStripeWebhook(ctx, raw, c.req.header('stripe-signature'));
        events?.inc({ type: stripeEventType(raw), outcome });
        return c.json({ received: true, outcome });
      } catch (error) {
        // A 4xx comes before the signature is verified: the body's type is then anyone's to choose.
        const refused = error instanceof HttpError && error.status < 500;
        events?.inc({ type: refused ? 'unverified' : stripeEventType(raw), outcome: refused ? 'invalid_signature' : 'error' });
        throw error;
      }
    });
}
