import { modelErrorCodes, type ModelTier, planTiers } from '@selecta/shared/models';
import { effectiveLimits, plans, type PlanId } from '@selecta/shared/plans';
import { sessionEndedError } from '../auth/require-user.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../lib/http-error.ts';
import { limitReachedMessage, rateLimitHeaders } from './limit-messages.ts';
import { admitRun, giveBackRun, tightestWindow, type Admission } from './limiter.ts';
import { runHints, type RunHint } from './run-hints.ts';
import { planForRun } from './run-plan.ts';
import { currentWindows } from './windows.ts';

/** The longest text every plan accepts: a run with such text can start before its plan is known. */
export const smallestInputLimit = Math.min(...Object.values(plans).map((plan) => plan.maxInputChars));

interface AdmissionDeps {
  db: Db;
  /** Where the counters are written (decision 010). */
  counters: Db;
  promoEnd: Date;
}

/**
 * Admits runs: counts one if the session is open, the text fits the plan and every window has room, else throws the
 * 401, 413 or 429. The plan query and the count are two round trips to PostgreSQL; under load the second waited for
 * the first (50 concurrent runs: admission p90 33 ms, past the provider's first token). So the count goes out at the
 * same time as the plan query, for the plan the user's last run had on this server. When the plan turns out to
 * differ (it changed, or the session ended), that count is given back and the run is counted again for the right
 * plan: counts stay exact; only for that moment can a concurrent run see one run too many.
 */
export function createAdmission({ db, counters, promoEnd }: AdmissionDeps) {
  const hints = runHints(db);

  /**
   * Whether a run may go to the provider before it is admitted (decision 018): only text every plan takes, of a session
   * this server found open, of a user whose last admission here left room in every window for this run and the others
   * started early. The reservation returned is given to `admit`; without one the run is admitted first.
   */
  function startEarly(userId: string, sessionId: string | null, textLength: number, now: Date): RunHint | undefined {
    const hint = textLength <= smallestInputLimit ? hints.get(userId) : undefined;
    if (!hint) return undefined;
    return hints.reserve(hint, sessionId, currentWindows(effectiveLimits(hint.plan, now, promoEnd), now)) ? hint : undefined;
  }

  /** `tier`: the requested model's, refused (403) before counting when the plan may not use it (decision 022). */
  async function admit(userId: string, sessionId: string | null, textLength: number, now: Date, early?: RunHint, tier?: ModelTier) {
    try {
      return await admitOnce(userId, sessionId, textLength, now, tier);
    } finally {
      if (early) hints.release(early);
    }
  }

  async function admitOnce(userId: string, sessionId: string | null, textLength: number, now: Date, tier?: ModelTier) {
    const hint = hints.get(userId)?.plan;
    const hinted = textLength <= smallestInputLimit && hint && (!tier || planTiers[hint].includes(tier)) ? hint : undefined;
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
      hints.forget(userId);
      throw sessionEndedError();
    }
    const { maxInputChars } = plans[plan];
    if (textLength > maxInputChars) {
      throw new HttpError(413, 'text_too_long', `The text to work on (the selection, or the answer to refine) is ${textLength} characters long; your plan takes up to ${maxInputChars}.`);
    }
    if (tier && !planTiers[plan].includes(tier)) throw new HttpError(403, modelErrorCodes.notAllowed, 'Your plan cannot use this AI model. Upgrade to Plus or Pro for advanced models.');
    const limits = effectiveLimits(plan, now, promoEnd);
    const admission = plan === hinted && early ? await early : await admitRun(counters, userId, limits, now);
    hints.record(userId, sessionId, plan, admission.windows);
    const headers = rateLimitHeaders(tightestWindow(admission.windows), now);
    if (!admission.admitted) {
      const retryAfter = String(Math.max(1, Math.ceil((admission.blockedBy.resetAt.getTime() - now.getTime()) / 1000)));
      throw new HttpError(429, 'rate_limited', limitReachedMessage(admission.blockedBy, now), { ...headers, 'Retry-After': retryAfter }, { window: admission.blockedBy.window });
    }
    return { plan, limits, headers };
  }

  /** The plan the user's last run had on this server: picks a model before admission without a round trip. */
  const planHint = (userId: string) => hints.get(userId)?.plan;
  return { startEarly, admit, planHint };
}
