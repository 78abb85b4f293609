import { runRequestSchema } from '@selecta/shared/ai';
import { Hono } from 'hono';
import { inputLength, promptFor } from '../../ai/actions/refine.ts';
import { answerResponse } from '../../ai/answer-response.ts';
import { createAdmission } from '../../ai/admission.ts';
import { giveBackRun } from '../../ai/limiter.ts';
import { localModelSource } from '../../ai/local-model.ts';
import { allowedFor, type Catalogue, type CatalogueItem, defaultModelFor } from '../../ai/catalogue.ts';
import { createTeamRun } from '../../ai/team-run.ts';
import { teamModelId } from '@selecta/shared/models';
import { startRun } from '../../ai/run-stream.ts';
import { requireTokenCheckSessionInRoute } from '../../auth/require-user.ts';
import type { AppDeps, AppEnv } from '../../lib/app-env.ts';
import { HttpError } from '../../lib/http-error.ts';
import { readJson } from '../../lib/read-json.ts';
import { runUsageMiddleware, type RunUsageEnv } from '../../usage/run-usage.ts';

/** `POST /api/ai/run` (contract C6). Nothing of the text, prompt or answer is stored or logged. */
export function aiRoutes(deps: AppDeps, catalogue: Catalogue) {
  const { db, env } = deps;
  // Counter writes skip the fsync wait: one user's concurrent runs would otherwise queue behind each other's.
  const counters = deps.counters ?? db;
  // Without a configured catalogue, a model found on this machine (decision 020) is the one basic model.
  const local = catalogue.items.length > 0 ? undefined : localModelSource(deps);
  const admission = createAdmission({ db, counters, promoEnd: env.PROMO_END });
  const teamRun = createTeamRun(deps, admission);
  const localItem = async (): Promise<Catalogue | undefined> => {
    const languageModel = await local?.model();
    if (!languageModel) return undefined;
    const item: CatalogueItem = { id: 'default', label: 'local', tier: 'basic', languageModel };
    return { items: [item], byId: new Map([[item.id, item]]) };
  };

  return new Hono<AppEnv & RunUsageEnv>().post('/run', requireTokenCheckSessionInRoute(deps), runUsageMiddleware(deps), async (c) => {
    const input = await readJson(c, runRequestSchema);
    // Counts, times and sizes of the run, recorded once it has ended (decision 037).
    const usage = c.var.trackRun?.(input, inputLength(input));
    if (input.model === teamModelId) {
      const controller = new AbortController();
      c.req.raw.signal.addEventListener('abort', () => controller.abort(), { once: true });
      return teamRun(c, inputLength(input), promptFor(input), controller, usage);
    }
    const models = catalogue.items.length > 0 ? catalogue : await localItem();
    if (!models) throw new HttpError(503, 'ai_not_configured', 'No AI provider is configured on this server.');
    const requested = input.model === undefined ? undefined : models.byId.get(input.model);
    if (input.model !== undefined && !requested) throw new HttpError(400, 'unknown_model', `There is no model "${input.model}" on this server.`);

    const user = c.get('user');
    const now = new Date();
    // The model is known before the plan: the one asked for, else the default of the plan the user's last run had.
    const hint = admission.planHint(user.id);
    let item = requested ?? (hint && defaultModelFor(models, hint));
    // The provider request ends the moment our client goes away, or when the run is refused.
    let controller = new AbortController();
    c.req.raw.signal.addEventListener('abort', () => controller.abort(), { once: true });
    const prompt = promptFor(input);
    const textLength = inputLength(input);
    const sessionId = c.get('sessionId');
    // A run this server expects to admit goes to the provider at once, while the session, plan and limits are checked:
    // the database's round trips hide behind the provider's first token. Any other run is admitted first, so a user
    // over the limit or an ended session costs no provider request (decision 018).
    // A model beyond the basic tier starts early only when the hinted plan may use it; admission refuses it otherwise.
    const mayStartEarly = item && (allowedFor('free', item) || (hint && allowedFor(hint, item)));
    const reservation = mayStartEarly ? admission.startEarly(user.id, sessionId, textLength, now) : undefined;
    let early = reservation && startRun(item!.languageModel, prompt, controller.signal, env.AI_TIMEOUT_MS);

    // The admission's queries go out once the provider request has left: on a busy machine every write wakes another
    // process, and the provider's is the one the first token waits for.
    if (early) await new Promise((resolve) => setImmediate(resolve));
    let admitted;
    try {
      admitted = await admission.admit(user.id, sessionId, textLength, now, reservation, requested?.tier);
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
    item ??= defaultModelFor(models, plan)!;
    if (usage) usage.model = item.id;
    const first = await (early ?? startRun(item.languageModel, prompt, controller.signal, env.AI_TIMEOUT_MS));
    if (first.kind === 'failed') {
      controller.abort();
      await giveBackRun(counters, user.id, limits, now);
      throw first.timedOut
        ? new HttpError(504, 'provider_timeout', 'The AI provider did not answer in time. Try again in a moment.', headers)
        : new HttpError(502, 'provider_error', 'The AI provider could not answer. Try again in a moment.', headers);
    }
    return answerResponse(c, first, headers, () => controller.abort(), usage?.streaming());
  });
}
