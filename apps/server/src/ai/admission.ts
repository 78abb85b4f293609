import { modelErrorCodes, type ModelTier, planTiers } from '@selecta/shared/models';
import { effectiveLimits, plans, type PlanId, type RateWindow } from '@selecta/shared/plans';
import { sessionEndedError } from '../auth/require-user.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../lib/http-error.ts';
import { planAndCount, planForRun } from './admission-query.ts';
import { countedIn, countRun, currentWindows, giveBackRun, refusedIn, type Counted, type WindowState } from './usage-counters.ts';

interface AdmissionDeps {
  db: Db;
  /** Where the counters are written (decision 010). */
  counters: Db;
  promoEnd: Date;
}

/** What a run may do once admitted: its plan, the limits it was counted in, and the RateLimit-* headers. */
export interface Admitted {
  plan: PlanId;
  limits: Limits;
  headers: Record<string, string>;
}

type Limits = ReturnType<typeof effectiveLimits>;

/** Users whose last plan this process remembers; the least recently admitted is forgotten first. */
const maxHints = 10_000;

/**
 * Admits runs before anything reaches the provider: counts one if the session is open, the text fits the plan and
 * every window has room, else throws the 401, 413, 403 or 429 (decision 035: a refused run costs no provider request on
 * any replica). The count goes out in the session-and-plan query's round trip, for the plan the user's last run had on
 * this process (the one thing remembered, and only to save a round trip): when the plan turns out to differ (it
 * changed), that count is given back and the run counted for the right plan, so counts stay exact.
 */
export function createAdmission({ db, counters, promoEnd }: AdmissionDeps) {
  const lastPlans = new Map<string, PlanId>();

  /** `tier`: the requested model's, refused (403) before counting when the plan may not use it (decision 022). */
  async function admit(userId: string, sessionId: string | null, textLength: number, now: Date, tier?: ModelTier, conversation = false): Promise<Admitted> {
    const hint = lastPlans.get(userId);
    const hinted = hint && refusal(hint, textLength, tier, conversation) === undefined ? hint : undefined;
    const hintedLimits = hinted && effectiveLimits(hinted, now, promoEnd);
    const { plan, early } = await readPlan(userId, sessionId, now, hinted, hintedLimits);
    if (!plan) {
      lastPlans.delete(userId);
      throw sessionEndedError();
    }
    const refused = refusal(plan, textLength, tier, conversation);
    if (refused) throw refused;
    const limits = early && hintedLimits ? hintedLimits : effectiveLimits(plan, now, promoEnd);
    const counted: Counted = early ?? (await countRun(counters, userId, limits, now));
    lastPlans.delete(userId);
    if (lastPlans.size >= maxHints) lastPlans.delete(lastPlans.keys().next().value!);
    lastPlans.set(userId, plan);
    const headers = rateLimitHeaders(counted.windows, now);
    if (!counted.admitted) {
      const retryAfter = String(Math.max(1, Math.ceil((counted.blockedBy.resetAt.getTime() - now.getTime()) / 1000)));
      throw new LimitReachedError(plan, counted.blockedBy.window, limitReachedMessage(counted.blockedBy, now), { ...headers, 'Retry-After': retryAfter });
    }
    return { plan, limits, headers };
  }
  /** The plan of the user's last run on this process, if it remembers one: the run's model is guessed from it. */
  const rememberedPlan = (userId: string): PlanId | undefined => lastPlans.get(userId);
  return Object.assign(admit, { rememberedPlan });

  /**
   * The user's plan and, when this process remembers the plan of their last run, the run already counted for that plan
   * in the same round trip (`early`; a guess the plan belies is given back). With a session: one statement for both,
   * shared with the other runs admitted in the same turn (`admission-batch.ts`); a hosted project (no session rows)
   * sends the count beside the plan's query.
   */
  async function readPlan(userId: string, sessionId: string | null, now: Date, hinted?: PlanId, hintedLimits?: Limits): Promise<{ plan?: PlanId; early?: Counted }> {
    const spans = hintedLimits ? currentWindows(hintedLimits, now) : [];
    if (!hinted || !hintedLimits || spans.length === 0) return { plan: await planForRun(db, userId, sessionId, now) };
    if (sessionId !== null) {
      const { plan, counts } = await planAndCount(counters, userId, sessionId, spans, now);
      if (counts && plan !== hinted) await giveBackRun(counters, userId, hintedLimits, now);
      if (plan !== hinted) return { plan };
      // Uncounted for the plan it has: a window of that plan was full when the statement held its row, so refused.
      return { plan, early: counts ? countedIn(spans, counts) : await refusedIn(counters, userId, spans) };
    }
    const early = countRun(counters, userId, hintedLimits, now);
    // Read even when it is not used, so that a failure of the early count is never unhandled.
    const settled = early.then((counted) => counted, () => undefined);
    let plan: PlanId | undefined;
    try {
      plan = await planForRun(db, userId, sessionId, now);
    } finally {
      if (plan !== hinted && (await settled)?.admitted) await giveBackRun(counters, userId, hintedLimits, now);
    }
    return { plan, early: plan === hinted ? await early : undefined };
  }
}

/** The 429 of a full window: the window is sent (and counted in the usage statistics), the plan kept for metrics. */
export class LimitReachedError extends HttpError {
  constructor(readonly plan: PlanId, readonly window: RateWindow, message: string, headers: Record<string, string>) {
    super(429, 'rate_limited', message, headers, { window });
  }
}

/** The 413 or 403 a plan answers before anything is counted. `conversation`: the run is a follow-up question. */
function refusal(plan: PlanId, textLength: number, tier: ModelTier | undefined, conversation: boolean): HttpError | undefined {
  const { maxInputChars } = plans[plan];
  if (textLength > maxInputChars && conversation) {
    return new HttpError(413, 'conversation_too_long', `This conversation (the selection, or the answer with every question and answer so far) is ${textLength} characters long; your plan takes up to ${maxInputChars}. Start a new one from the selection.`);
  }
  if (textLength > maxInputChars) {
    return new HttpError(413, 'text_too_long', `The text to work on (the selection, or the answer to refine) is ${textLength} characters long; your plan takes up to ${maxInputChars}.`);
  }
  if (tier && !planTiers[plan].includes(tier)) return new HttpError(403, modelErrorCodes.notAllowed, 'Your plan cannot use this AI model. Upgrade to Plus or Pro for advanced models.');
  return undefined;
}

const windowWords = { minute: 'per minute', hour: 'per hour', day: 'per day' } as const;

/** '…resets at 14:05 UTC (in 3 minutes)': when the limit that refused a run lets the next one in. */
function limitReachedMessage(blockedBy: WindowState, now: Date): string {
  const seconds = Math.max(1, Math.ceil((blockedBy.resetAt.getTime() - now.getTime()) / 1000));
  const wait = seconds < 60 ? `${seconds} s` : seconds < 3600 ? `${Math.ceil(seconds / 60)} min` : `${Math.ceil(seconds / 3600)} h`;
  const at = blockedBy.resetAt.toISOString().slice(11, 16);
  return `You have used all ${blockedBy.limit} actions ${windowWords[blockedBy.window]} of your plan. The limit resets at ${at} UTC (in ${wait}).`;
}

/** RateLimit-* headers of the window that runs out first (IETF draft fields, as GitHub and others send them). */
function rateLimitHeaders(windows: WindowState[], now: Date): Record<string, string> {
  const window = [...windows].sort((a, b) => a.remaining - b.remaining || a.resetAt.getTime() - b.resetAt.getTime())[0];
  if (!window) return {};
  const reset = Math.max(0, Math.ceil((window.resetAt.getTime() - now.getTime()) / 1000));
  return { 'RateLimit-Limit': String(window.limit), 'RateLimit-Remaining': String(window.remaining), 'RateLimit-Reset': String(reset) };
}
