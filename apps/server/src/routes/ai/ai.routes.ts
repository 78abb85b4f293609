import { runRequestSchema } from '@selecta/shared/ai';
import { Hono } from 'hono';
import { actions } from '../../ai/actions/registry.ts';
import { answerResponse } from '../../ai/answer-response.ts';
import { createAdmission } from '../../ai/admission.ts';
import { giveBackRun } from '../../ai/limiter.ts';
import { localModelSource } from '../../ai/local-model.ts';
import { createModel } from '../../ai/provider.ts';
import { startRun } from '../../ai/run-stream.ts';
import { requireTokenCheckSessionInRoute } from '../../auth/require-user.ts';
import type { AppDeps, AppEnv } from '../../lib/app-env.ts';
import { HttpError } from '../../lib/http-error.ts';
import { readJson } from '../../lib/read-json.ts';

/** `POST /api/ai/run` (contract C6). Nothing of the text, prompt or answer is stored or logged. */
export function aiRoutes(deps: AppDeps) {
  const { db, env } = deps;
  // Counter writes skip the fsync wait: one user's concurrent runs would otherwise queue behind each other's.
  const counters = deps.counters ?? db;
  const configured = createModel(env);
  // Without a provider, a model found on this machine (decision 020); a configured provider's path is unchanged.
  const local = configured ? undefined : localModelSource(deps);
  const admission = createAdmission({ db, counters, promoEnd: env.PROMO_END });

  return new Hono<AppEnv>().post('/run', requireTokenCheckSessionInRoute(deps), async (c) => {
    const input = await readJson(c, runRequestSchema);
    const model = configured ?? (await local?.model());
    if (!model) throw new HttpError(503, 'ai_not_configured', 'No AI provider is configured on this server.');

    const user = c.get('user');
    const now = new Date();
    // The provider request ends the moment our client goes away, or when the run is refused.
    const controller = new AbortController();
    c.req.raw.signal.addEventListener('abort', () => controller.abort(), { once: true });
    const prompt = actions[input.action].build(input);
    const sessionId = c.get('sessionId');
    // A run this server expects to admit goes to the provider at once, while the session, plan and limits are checked:
    // the database's round trips hide behind the provider's first token. Any other run is admitted first, so a user
    // over the limit or an ended session costs no provider request (decision 018).
    const reservation = admission.startEarly(user.id, sessionId, input.text.length, now);
    const early = reservation && startRun(model, prompt, controller.signal, env.AI_TIMEOUT_MS);

    // The admission's queries go out once the provider request has left: on a busy machine every write wakes another
    // process, and the provider's is the one the first token waits for.
    if (early) await new Promise((resolve) => setImmediate(resolve));
    let admitted;
    try {
      admitted = await admission.admit(user.id, sessionId, input.text.length, now, reservation);
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
    return answerResponse(c, first, headers, () => controller.abort());
  });
}
