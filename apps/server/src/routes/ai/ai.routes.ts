import { runRequestSchema } from '@selecta/shared/ai';
import { Hono } from 'hono';
import { actions } from '../../ai/actions/registry.ts';
import { answerResponse } from '../../ai/answer-response.ts';
import { createAdmission, smallestInputLimit } from '../../ai/admission.ts';
import { giveBackRun } from '../../ai/limiter.ts';
import { allowedFor, type Catalogue, defaultModelFor } from '../../ai/catalogue.ts';
import { createTeamRun } from '../../ai/team-run.ts';
import { teamModelId } from '@selecta/shared/models';
import { startRun } from '../../ai/run-stream.ts';
import { requireTokenCheckSessionInRoute } from '../../auth/require-user.ts';
import type { AppDeps, AppEnv } from '../../lib/app-env.ts';
import { HttpError } from '../../lib/http-error.ts';
import { readJson } from '../../lib/read-json.ts';

/** `POST /api/ai/run` (contract C6). Nothing of the text, prompt or answer is stored or logged. */
export function aiRoutes(deps: AppDeps, catalogue: Catalogue) {
  const { db, env } = deps;
  // Counter writes skip the fsync wait: one user's concurrent runs would otherwise queue behind each other's.
  const counters = deps.counters ?? db;
  const admit = createAdmission({ db, counters, promoEnd: env.PROMO_END });
  const teamRun = createTeamRun(deps, admit);

  return new Hono<AppEnv>().post('/run', requireTokenCheckSessionInRoute(deps), async (c) => {
    const input = await readJson(c, runRequestSchema);
    if (input.model === teamModelId) {
      const controller = new AbortController();
      c.req.raw.signal.addEventListener('abort', () => controller.abort(), { once: true });
      return teamRun(c, input.text.length, actions[input.action].build(input), controller);
    }
    if (catalogue.items.length === 0) throw new HttpError(503, 'ai_not_configured', 'No AI provider is configured on this server.');
    const requested = input.model === undefined ? undefined : catalogue.byId.get(input.model);
    if (input.model !== undefined && !requested) throw new HttpError(400, 'unknown_model', `There is no model "${input.model}" on this server.`);

    const user = c.get('user');
    // The model is known before the plan: the one asked for, else the default of the plan the user's last run had.
    const hint = admit.planHint(user.id);
    let item = requested ?? (hint && defaultModelFor(catalogue, hint));
    const now = new Date();
    // The provider request ends the moment our client goes away, or when the run is refused.
    let controller = new AbortController();
    c.req.raw.signal.addEventListener('abort', () => controller.abort(), { once: true });
    const prompt = actions[input.action].build(input);
    // Text that every plan takes goes to the provider at once, while the session, plan and limits are checked:
    // the database's round trips hide behind the provider's first token. Longer text waits for the plan.
    // A model beyond the basic tier starts early only when the hinted plan may use it; admission refuses it otherwise.
    const startsEarly = item && input.text.length <= smallestInputLimit && (allowedFor('free', item) || (hint && allowedFor(hint, item)));
    let early = startsEarly ? startRun(item!.languageModel, prompt, controller.signal, env.AI_TIMEOUT_MS) : undefined;

    // The admission's queries go out once the provider request has left: on a busy machine every write wakes another
    // process, and the provider's is the one the first token waits for.
    if (early) await new Promise((resolve) => setImmediate(resolve));
    let admitted;
    try {
      admitted = await admit(user.id, c.get('sessionId'), input.text.length, now, requested?.tier);
    } catch (error) {
      controller.abort();
      throw error;
    }
    const { plan, limits, headers } = admitted;
    if (item && !allowedFor(plan, item)) {
      // The hinted plan's default, but the plan changed (a downgrade): the run starts again on the plan's own default.
      controller.abort();
      controller = new AbortController();
      early = undefined;
      item = undefined;
    }
    item ??= defaultModelFor(catalogue, plan)!;
    const first = await (early ?? startRun(item.languageModel, prompt, controller.signal, env.AI_TIMEOUT_MS));
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
