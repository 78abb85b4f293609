import { describe, expect, it } from 'vitest';
import { parsePriceKey, priceAmount, priceKeyFor, priceKeys } from './plans.ts';

describe('price keys', () => {
  it('name each paid plan and interval and read their price from the catalogue', () => {
    expect(priceKeys).toEqual(['plus_monthly', 'plus_yearly', 'pro_monthly', 'pro_yearly']);
    expect(priceKeyFor('pro', 'yearly')).toBe('pro_yearly');
    expect(parsePriceKey('plus_monthly')).toEqual({ plan: 'plus', interval: 'monthly' });
    expect(priceAmount('plus_monthly')).toBe(20);
    expect(priceAmount('pro_yearly')).toBe(750);
  });
});
