import { type PriceKey, priceKeys } from '@selecta/shared/plans';
import type { Env } from '../env.ts';

const envNames: Record<PriceKey, keyof Env> = {
  plus_monthly: 'STRIPE_PRICE_PLUS_MONTHLY',
  plus_yearly: 'STRIPE_PRICE_PLUS_YEARLY',
  pro_monthly: 'STRIPE_PRICE_PRO_MONTHLY',
  pro_yearly: 'STRIPE_PRICE_PRO_YEARLY',
};

export function isStripeMode(env: Env): boolean {
  return !!env.STRIPE_SECRET_KEY;
}

/** Maps the catalogue's price keys to the provider's price ids: Stripe's from the environment, or the keys themselves in test mode. */
export function priceMap(env: Env) {
  const ids = new Map<PriceKey, string>();
  for (const key of priceKeys) {
    const configured = isStripeMode(env) ? (env[envNames[key]] as string | undefined) : key;
    if (configured) ids.set(key, configured);
  }
  return {
    /** The provider's price id for a key; undefined when that price is not configured. */
    idFor: (key: PriceKey) => ids.get(key),
    /** A key from a provider price id. */
    keyFor: (priceId: string): PriceKey | undefined => [...ids].find(([, id]) => id === priceId)?.[0],
    /** A request's `priceId`: a catalogue key or a configured provider id, only if it is configured. */
    resolve(input: string): PriceKey | undefined {
      const asKey = priceKeys.find((k) => k === input);
      if (asKey) return ids.has(asKey) ? asKey : undefined;
      return this.keyFor(input);
    },
  };
}
export type PriceMap = ReturnType<typeof priceMap>;
