import { describe, expect, it } from 'vitest';
import { defaultPromoEnd, effectiveLimits, plans, yearlySavingPercent } from './plans.ts';

describe('plan catalogue', () => {
  it('follows the landing copy (DESIGN.md decision 1)', () => {
    expect(plans.free.limits).toEqual({ day: 20 });
    expect(plans.plus.price).toEqual({ monthly: 20, yearly: 95 });
    expect(plans.plus.limits).toEqual({ minute: 5, hour: 30, day: 100 });
    expect(plans.pro.price).toEqual({ monthly: 99, yearly: 750 });
    expect(plans.pro.limits).toEqual({ minute: 30, hour: 200, day: 500 });
    expect(plans.plus.trialDays).toBe(14);
  });

  it('gives the free plan four times its daily actions until the promo ends', () => {
    const end = new Date('2027-04-30T23:59:59.999Z');
    expect(effectiveLimits('free', new Date('2027-04-30T12:00:00Z'), end).day).toBe(80);
    expect(effectiveLimits('free', new Date('2027-05-01T00:00:00Z'), end).day).toBe(20);
    expect(effectiveLimits('plus', new Date('2027-01-01T00:00:00Z'), end).day).toBe(100);
  });

  it('ends the default promo on the next 30 April', () => {
    expect(defaultPromoEnd(new Date('2026-11-21T00:00:00Z')).toISOString()).toBe('2027-04-30T23:59:59.999Z');
    expect(defaultPromoEnd(new Date('2027-03-01T00:00:00Z')).toISOString()).toBe('2027-04-30T23:59:59.999Z');
  });

  it('has the same number of features in both languages', () => {
    for (const plan of Object.values(plans)) expect(plan.features.es).toHaveLength(plan.features.en.length);
  });

  it('computes the yearly saving', () => {
    expect(yearlySavingPercent('pro')).toBe(37);
    expect(yearlySavingPercent('free')).toBe(0);
  });
});
