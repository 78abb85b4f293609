import { modelErrorCodes, type ModelTier, planTiers } from '@selecta/shared/models';
import { effectiveLimits, plans, type PlanId } from '@selecta/shared/plans';
import { sessionEndedError } from '../auth/require-user.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../lib/http-error.ts';
import { limitReachedMessage, rateLimitHeaders } from './limit-messages.ts';
import { admitRun, giveBackRun, tightestWindow, type Admission } from './limiter.ts';
import { planForRun } from './run-plan.ts';

interface AdmissionDeps {
  db: Db;
  /** Where the counters are written (decision 010). */
  counters: Db;
  promoEnd: Date;
}

/** Users whose last plan this process remembers; the least recently admitted is forgotten first. */
const maxHints = 10_000;

/**
 * Admits runs before anything reaches the provider: counts one if the session is open, the text fits the plan and
 * every window has room, else throws the 401, 413, 403 or 429 (decision 035: a refused run costs no provider call on
 * any replica). The count goes out beside the plan query, for the plan the user's last run had on this process (the
 * only thing remembered, and only to save a round trip); when the plan turns out to differ (it changed, or the
 * session ended), that count is given back and the run counted again for the right plan, so counts stay exact.
 */
export function createAdmission({ db, counters, promoEnd }: AdmissionDeps) {
  const lastPlans = new Map<string, PlanId>();

  /** `tier`: the requested model's, refused (403) before counting when the plan may not use it (decision 022). */
  async function admit(userId: string, sessionId: string | null, textLength: number, now: Date, tier?: ModelTier) {
    const hint = lastPlans.get(userId);
    const hinted = hint && textLength <= plans[hint].maxInputChars && (!tier || planTiers[hint].includes(tier)) ? hint : undefined;
    const hintedLimits = hinted && effectiveLimits(hinted, now, promoEnd);
    const early: Promise<Admission> | undefined = hintedLimits && admitRun(counters, userId, hintedLimits, now);
    // Read even when it is not used, so that a failure of the early count is never unhandled.
    const settled = early?.then((admission) => admission, () => undefined);
    let plan: PlanId | undefined;
    try {
      plan = await planForRun(db, userId, sessionId, now);
    } finally {
      if (plan === undefined || plan !== hinted) {
        const counted = await settled;
        if (counted?.admitted && hintedLimits) await giveBackRun(counters, userId, hintedLimits, now);
      }
    }
    if (!plan) {
      lastPlans.delete(userId);
      throw sessionEndedError();
    }
    const { maxInputChars } = plans[plan];
    if (textLength > maxInputChars) {
      throw new HttpError(413, 'text_too_long', `The text to work on (the selection, or the answer to refine) is ${textLength} characters long; your plan takes up to ${maxInputChars}.`);
    }
    if (tier && !planTiers[plan].includes(tier)) throw new HttpError(403, modelErrorCodes.notAllowed, 'Your plan cannot use this AI model. Upgrade to Plus or Pro for advanced models.');
    const limits = effectiveLimits(plan, now, promoEnd);
    const admission = plan === hinted && early ? await early : await admitRun(counters, userId, limits, now);
    lastPlans.delete(userId);
    if (lastPlans.size >= maxHints) lastPlans.delete(lastPlans.keys().next().value!);
    lastPlans.set(userId, plan);
    const headers = rateLimitHeaders(tightestWindow(admission.windows), now);
    if (!admission.admitted) {
      const retryAfter = String(Math.max(1, Math.ceil((admission.blockedBy.resetAt.getTime() - now.getTime()) / 1000)));
      throw new HttpError(429, 'rate_limited', limitReachedMessage(admission.blockedBy, now), { ...headers, 'Retry-After': retryAfter });
    }
    return { plan, limits, headers };
  }

  return { admit };
}
