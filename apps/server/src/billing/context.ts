import type { AppDeps } from '../lib/app-deps.ts';
import { isStripeMode, priceMap, type PriceMap } from './prices.ts';
import type { BillingProvider } from './provider.ts';
import { stripeProvider } from './stripe-provider.ts';
import { testProvider } from './test-provider.ts';

export interface BillingContext extends AppDeps {
  provider: BillingProvider;
  prices: PriceMap;
}

const cache = new WeakMap<AppDeps, BillingContext>();

/** The provider the configuration asks for (Stripe with STRIPE_SECRET_KEY, else the test checkout), once per app. */
export function billingContext(deps: AppDeps): BillingContext {
  let context = cache.get(deps);
  if (!context) {
    const provider = isStripeMode(deps.env) ? stripeProvider(deps.env, deps.logger) : testProvider(deps.db, deps.env.PUBLIC_URL);
    if (provider.mode === 'test' && deps.env.NODE_ENV === 'production') {
      deps.logger.warn('billing: STRIPE_SECRET_KEY is not set, so the built-in test checkout grants paid plans without payment');
    }
    context = { ...deps, provider, prices: priceMap(deps.env) };
    cache.set(deps, context);
  }
  return context;
}
