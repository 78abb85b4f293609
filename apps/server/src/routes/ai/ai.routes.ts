import { runRequestSchema } from '@selecta/shared/ai';
import { effectiveLimits, plans } from '@selecta/shared/plans';
import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { actions } from '../../ai/actions/registry.ts';
import { limitReachedMessage, rateLimitHeaders } from '../../ai/limit-messages.ts';
import { admitRun, giveBackRun, tightestWindow } from '../../ai/limiter.ts';
import { createModel } from '../../ai/provider.ts';
import { runEventStream } from '../../ai/run-event-stream.ts';
import { startRun } from '../../ai/run-stream.ts';
import { planForRun } from '../../ai/run-plan.ts';
import { requireTokenCheckSessionInRoute, sessionEndedError } from '../../auth/require-user.ts';
import type { AppDeps, AppEnv } from '../../lib/app-env.ts';
import { HttpError } from '../../lib/http-error.ts';

/** The longest text every plan accepts: such a run can start before the plan is known. */
const smallestInputLimit = Math.min(...Object.values(plans).map((plan) => plan.maxInputChars));

/** `POST /api/ai/run` (contract C6). Nothing of the text, prompt or answer is stored or logged. */
export function aiRoutes(deps: AppDeps) {
  const { db, env } = deps;
  // Counter writes skip the fsync wait: one user's concurrent runs would otherwise queue behind each other's.
  const counters = deps.counters ?? db;
  const model = createModel(env);

  /** Counts the run if the session is open, the text fits the plan and every window has room; else throws the 4xx. */
  async function admit(userId: string, sessionId: string | null, textLength: number, now: Date) {
    const plan = await planForRun(db, userId, sessionId, now);
    if (!plan) throw sessionEndedError();
    const { maxInputChars } = plans[plan];
    if (textLength > maxInputChars) {
      throw new HttpError(413, 'text_too_long', `The selected text is ${textLength} characters long; your plan takes up to ${maxInputChars}.`);
    }
    const limits = effectiveLimits(plan, now, env.PROMO_END);
    const admission = await admitRun(counters, userId, limits, now);
    const headers = rateLimitHeaders(tightestWindow(admission.windows), now);
    if (!admission.admitted) {
      const retryAfter = String(Math.max(1, Math.ceil((admission.blockedBy.resetAt.getTime() - now.getTime()) / 1000)));
      throw new HttpError(429, 'rate_limited', limitReachedMessage(admission.blockedBy, now), { ...headers, 'Retry-After': retryAfter });
    }
    return { limits, headers };
  }

  return new Hono<AppEnv>().post('/run', requireTokenCheckSessionInRoute(deps), async (c) => {
    const json: unknown = await c.req.json().catch(() => {
      throw new HttpError(400, 'invalid_json', 'The request body is not valid JSON.');
    });
    const parsed = runRequestSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new HttpError(400, 'invalid_request', `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
    }
    const input = parsed.data;
    if (!model) throw new HttpError(503, 'ai_not_configured', 'No AI provider is configured on this server.');

    const user = c.get('user');
    const now = new Date();
    // The provider request ends the moment our client goes away, or when the run is refused.
    const controller = new AbortController();
    c.req.raw.signal.addEventListener('abort', () => controller.abort(), { once: true });
    const prompt = actions[input.action].build(input);
    // Text that every plan takes goes to the provider at once, while the session, plan and limits are checked:
    // the database's round trips hide behind the provider's first token. Longer text waits for the plan.
    const early = input.text.length <= smallestInputLimit ? startRun(model, prompt, controller.signal, env.AI_TIMEOUT_MS) : undefined;

    // The admission's queries go out once the provider request has left: on a busy machine every write wakes another
    // process, and the provider's is the one the first token waits for.
    if (early) await new Promise((resolve) => setImmediate(resolve));
    let admitted;
    try {
      admitted = await admit(user.id, c.get('sessionId'), input.text.length, now);
    } catch (error) {
      controller.abort();
      throw error;
    }
    const { limits, headers } = admitted;
    const first = await (early ?? startRun(model, prompt, controller.signal, env.AI_TIMEOUT_MS));
    if (first.kind === 'failed') {
      controller.abort();
      await giveBackRun(counters, user.id, limits, now);
      throw first.timedOut
        ? new HttpError(504, 'provider_timeout', 'The AI provider did not answer in time. Try again in a moment.', headers)
        : new HttpError(502, 'provider_error', 'The AI provider could not answer. Try again in a moment.', headers);
    }

    // Under Node's server, the response head and the first delta leave in one write: the adapter flushes the head
    // on its own, one syscall (and one wake-up of the client) before the delta, unless the socket is corked until the
    // delta is written too. Uncorked then, not at the end of this turn: a provider that sent several tokens at once
    // would otherwise have them all parsed before the first leaves. (`app.request()` in tests has no socket.)
    const socket = (c.env as Partial<HttpBindings> | undefined)?.outgoing?.socket;
    let corked = Boolean(socket);
    const uncork = () => {
      if (!corked) return;
      corked = false;
      socket?.uncork();
    };
    socket?.cork();
    // Never held past this turn, whatever happens to the first write.
    setImmediate(uncork);
    // `transfer-encoding: chunked` says up front that the body streams, so the adapter does not wait to measure it.
    return c.body(runEventStream(first, { onFirstTaken: uncork, onCancel: () => controller.abort() }), 200, {
      ...headers,
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache, no-transform',
      'transfer-encoding': 'chunked',
      'x-accel-buffering': 'no',
    });
  });
}
