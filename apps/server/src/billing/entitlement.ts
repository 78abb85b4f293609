import type { PaidPlanId, PlanId } from '@selecta/shared/plans';
import type { SubscriptionStatus } from './subscription-status.ts';

/** What entitlement reads of a stored subscription row. */
export interface EntitlingFields {
  status: SubscriptionStatus;
  plan: PaidPlanId;
  trialEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
}

/**
 * A trial (or a period set to cancel) whose end has passed keeps access this long, so a late webhook
 * (`trialing → active`) never flickers a paying customer down to Free.
 */
export const trialGraceMs = 24 * 60 * 60 * 1000;

/**
 * Policy (docs/decisions, billing note): `trialing` (until its end + grace) and `active` grant the paid
 * plan; `past_due` keeps it during Stripe's retry window, which ends by Stripe moving the subscription to
 * `canceled` or `unpaid`; every other status is Free. With several rows the best plan wins.
 */
export function grantsAccess(sub: EntitlingFields, now: Date): boolean {
  // A subscription set to cancel ends with its period even if the `deleted` webhook is late or never comes.
  if (sub.cancelAtPeriodEnd && sub.currentPeriodEnd && now.getTime() >= sub.currentPeriodEnd.getTime() + trialGraceMs) return false;
  switch (sub.status) {
    case 'active':
    case 'past_due':
      return true;
    case 'trialing':
      return sub.trialEnd === null || now.getTime() < sub.trialEnd.getTime() + trialGraceMs;
    default:
      return false;
  }
}

const rank: Record<PlanId, number> = { free: 0, plus: 1, pro: 2 };

export function planFromSubscriptions(subs: readonly EntitlingFields[], now: Date = new Date()): PlanId {
  let best: PlanId = 'free';
  for (const sub of subs) {
    if (grantsAccess(sub, now) && rank[sub.plan] > rank[best]) best = sub.plan;
  }
  return best;
}
