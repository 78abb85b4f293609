import { Hono } from 'hono';
import { userAudit } from '../../audit/audit-log.ts';
import { requireUser } from '../../auth/require-user.ts';
import { checkoutRateLimit } from '../../billing/checkout-rate-limit.ts';
import { billingContext } from '../../billing/context.ts';
import { findCustomerId } from '../../billing/customers.ts';
import { requestLocale } from '../../billing/return-urls.ts';
import { localeBodySchema } from '../../billing/schemas.ts';
import { subscriptionSummary } from '../../account/subscription-summary.ts';
import { startPlusTrial } from '../../billing/trial.ts';
import { verifyCheckoutSession } from '../../billing/verify-session.ts';
import type { AppDeps } from '../../lib/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import { HttpError } from '../../lib/http-error.ts';
import { readJson } from '../../lib/read-json.ts';
import { testCheckoutRoutes } from './test-checkout.routes.ts';

/** `/api/billing/*` (C5), all bearer-authenticated. */
export function billingRoutes(deps: AppDeps) {
  const ctx = billingContext(deps);
  const limit = checkoutRateLimit(deps);
  return new Hono<AppEnv>()
    .use(requireUser(deps))
    .get('/checkout-sessions/:id', async (c) => c.json(await verifyCheckoutSession(ctx, c.var.user.id, c.req.param('id'), userAudit(c, deps.env))))
    .post('/trial', limit, async (c) => c.json(await startPlusTrial(ctx, c.var.user, userAudit(c, deps.env))))
    .get('/subscription', async (c) => {
      c.header('cache-control', 'no-store');
      return c.json(await subscriptionSummary(deps.db, c.var.user.id));
    })
    .post('/portal', limit, async (c) => {
      const locale = requestLocale((await readJson(c, localeBodySchema)).locale);
      const customerId = await findCustomerId(ctx, c.var.user.id);
      if (!customerId) throw new HttpError(404, 'no_subscription', 'There is no subscription to manage yet.');
      const returnUrl = `${deps.env.PUBLIC_URL}/${locale}/dashboard`;
      return c.json({ url: await ctx.provider.createPortalSession({ customerId, returnUrl, locale }) });
    })
    .route('/', testCheckoutRoutes(ctx));
}
