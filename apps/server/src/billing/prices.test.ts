import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';
import { priceMap } from './prices.ts';

describe('price map', () => {
  it('in test mode, the catalogue keys are the price ids', () => {
    const prices = priceMap(parseEnv({}));
    expect(prices.resolve('pro_yearly')).toBe('pro_yearly');
    expect(prices.idFor('plus_monthly')).toBe('plus_monthly');
    expect(prices.resolve('price_123')).toBeUndefined();
  });

  it('in Stripe mode, accepts a key or its configured id, and nothing that is not configured', () => {
    const prices = priceMap(parseEnv({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_PRICE_PLUS_MONTHLY: 'price_pm' }));
    expect(prices.resolve('plus_monthly')).toBe('plus_monthly');
    expect(prices.resolve('price_pm')).toBe('plus_monthly');
    expect(prices.idFor('plus_monthly')).toBe('price_pm');
    expect(prices.resolve('pro_monthly')).toBeUndefined();
    expect(prices.keyFor('price_other')).toBeUndefined();
  });
});
