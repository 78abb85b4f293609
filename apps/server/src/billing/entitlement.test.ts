import { describe, expect, it } from 'vitest';
import { planFromSubscriptions, trialGraceMs, type EntitlingFields } from './entitlement.ts';
import { subscriptionStatuses } from './subscription-status.ts';

const now = new Date('2027-01-10T12:00:00Z');
const sub = (patch: Partial<EntitlingFields>): EntitlingFields => ({ status: 'active', plan: 'plus', trialEnd: null, cancelAtPeriodEnd: false, currentPeriodEnd: null, ...patch });

describe('entitlement (research rules 20–23)', () => {
  it('is Free without subscriptions', () => {
    expect(planFromSubscriptions([], now)).toBe('free');
  });

  it('grants the paid plan for trialing and active, including active with cancel at period end', () => {
    expect(planFromSubscriptions([sub({ status: 'active', plan: 'pro' })], now)).toBe('pro');
    expect(planFromSubscriptions([sub({ status: 'trialing', trialEnd: new Date('2027-01-20T00:00:00Z') })], now)).toBe('plus');
  });

  it('keeps access while past_due (Stripe retry window)', () => {
    expect(planFromSubscriptions([sub({ status: 'past_due', plan: 'pro' })], now)).toBe('pro');
  });

  it('is Free for canceled, unpaid, incomplete, incomplete_expired and paused', () => {
    for (const status of ['canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'paused'] as const) {
      expect(planFromSubscriptions([sub({ status, plan: 'pro' })], now)).toBe('free');
    }
    expect(subscriptionStatuses).toHaveLength(8);
  });

  it('ends a trial one grace day after its end if no webhook moved it on', () => {
    const trialEnd = new Date(now.getTime() - trialGraceMs + 1000);
    expect(planFromSubscriptions([sub({ status: 'trialing', trialEnd })], now)).toBe('plus');
    const expired = new Date(now.getTime() - trialGraceMs - 1000);
    expect(planFromSubscriptions([sub({ status: 'trialing', trialEnd: expired })], now)).toBe('free');
  });

  it('picks the best plan among several rows', () => {
    const rows = [sub({ status: 'canceled', plan: 'pro' }), sub({ status: 'active', plan: 'plus' })];
    expect(planFromSubscriptions(rows, now)).toBe('plus');
    expect(planFromSubscriptions([...rows, sub({ status: 'active', plan: 'pro' })], now)).toBe('pro');
  });

  it('keeps a subscription set to cancel until its period ends (+ grace), then Free', () => {
    const soon = new Date(now.getTime() + 86_400_000);
    expect(planFromSubscriptions([sub({ cancelAtPeriodEnd: true, currentPeriodEnd: soon })], now)).toBe('plus');
    const past = new Date(now.getTime() - trialGraceMs - 1000);
    expect(planFromSubscriptions([sub({ cancelAtPeriodEnd: true, currentPeriodEnd: past })], now)).toBe('free');
    expect(planFromSubscriptions([sub({ cancelAtPeriodEnd: false, currentPeriodEnd: past })], now)).toBe('plus');
  });
});
