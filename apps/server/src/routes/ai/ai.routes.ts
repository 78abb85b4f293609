import { runRequestSchema } from '@selecta/shared/ai';
import { Hono } from 'hono';
import { inputLength, promptFor } from '../../ai/actions/refine.ts';
import { answerResponse } from '../../ai/answer-response.ts';
import { createAdmission } from '../../ai/admission.ts';
import { giveBackRun } from '../../ai/limiter.ts';
import { localModelSource } from '../../ai/local-model.ts';
import { type Catalogue, type CatalogueItem, defaultModelFor } from '../../ai/catalogue.ts';
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

  return new Hono<AppEnv>().post('/run', requireTokenCheckSessionInRoute(deps), async (c) => {
    const input = await readJson(c, runRequestSchema);
    if (input.model === teamModelId) {
      const controller = new AbortController();
      c.req.raw.signal.addEventListener('abort', () => controller.abort(), { once: true });
      return teamRun(c, inputLength(input), promptFor(input), controller);
    }
    const models = catalogue.items.length > 0 ? catalogue : await localItem();
    if (!models) throw new HttpError(503, 'ai_not_configured', 'No AI provider is configured on this server.');
    const requested = input.model === undefined ? undefined : models.byId.get(input.model);
    if (input.model !== undefined && !requested) throw new HttpError(400, 'unknown_model', `There is no model "${input.model}" on this server.`);

    const user = c.get('user');
    const now = new Date();
    // The provider request ends the moment our client goes away, or when the run fails.
    const controller = new AbortController();
    c.req.raw.signal.addEventListener('abort', () => controller.abort(), { once: true });
    // Admitted before the provider is asked: a refused run costs no provider request on any replica (decision 035).
    const { plan, limits, headers } = await admission.admit(user.id, c.get('sessionId'), inputLength(input), now, requested?.tier);
    const item = requested ?? defaultModelFor(models, plan)!;
    const first = await startRun(item.languageModel, promptFor(input), controller.signal, env.AI_TIMEOUT_MS);
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
