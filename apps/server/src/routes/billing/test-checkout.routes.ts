import { Hono } from 'hono';
import { userAudit } from '../../audit/audit-log.ts';
import type { BillingContext } from '../../billing/context.ts';
import { subscriptionSummary } from '../../account/subscription-summary.ts';
import { cancelTestCheckout, describeTestCheckout, payTestCheckout, setTestCancelAtPeriodEnd } from '../../billing/test-checkout.ts';
import type { AppEnv } from '../app-env.ts';

/** The built-in test checkout and test portal (C5); mounted under the authenticated `/api/billing`. */
export function testCheckoutRoutes(ctx: BillingContext) {
  return new Hono<AppEnv>()
    .get('/test-checkout/:id', async (c) => c.json(await describeTestCheckout(ctx, c.var.user.id, c.req.param('id'))))
    .post('/test-checkout/:id/pay', async (c) => c.json(await payTestCheckout(ctx, c.var.user.id, c.req.param('id'), userAudit(c, ctx.env))))
    .post('/test-checkout/:id/cancel', async (c) => c.json(await cancelTestCheckout(ctx, c.var.user.id, c.req.param('id'))))
    .post('/test-portal/cancel', async (c) => {
      await setTestCancelAtPeriodEnd(ctx, c.var.user.id, true, userAudit(c, ctx.env));
      return c.json(await subscriptionSummary(ctx.db, c.var.user.id));
    })
    .post('/test-portal/resume', async (c) => {
      await setTestCancelAtPeriodEnd(ctx, c.var.user.id, false, userAudit(c, ctx.env));
      return c.json(await subscriptionSummary(ctx.db, c.var.user.id));
    });
}
