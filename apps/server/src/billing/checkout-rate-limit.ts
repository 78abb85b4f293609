import { createMiddleware } from 'hono/factory';
import type { AppDeps } from '../lib/app-deps.ts';
import { HttpError } from '../lib/http-error.ts';
import { type Bucket, takeToken } from '../lib/token-bucket.ts';

/** Per user: far above what a person clicks, low enough that one account cannot make us flood Stripe's API. */
export const checkoutBucket: Bucket = { name: 'checkout', burst: 20, perPeriod: 60, periodSeconds: 3600 };

/**
 * Limits the billing actions that call the payment provider (checkout, portal, trial) per signed-in user, after
 * `requireUser`. On always: the bucket is per account, so a proxy or shared IP does not matter.
 */
export function checkoutRateLimit(deps: AppDeps) {
  // Billing sits below auth: it names the one value of auth's middleware it reads instead of importing auth.
  return createMiddleware<{ Variables: { user: { id: string } } }>(async (c, next) => {
    const taken = await takeToken(deps.db, deps.logger, checkoutBucket, c.var.user.id);
    if (!taken.allowed) {
      const minutes = Math.ceil(taken.retryAfter / 60);
      throw new HttpError(429, 'rate_limited', `Too many billing requests from this account. Try again in ${minutes} min.`, { 'Retry-After': String(taken.retryAfter) });
    }
    await next();
  });
}
