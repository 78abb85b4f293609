import type { LanguageModelV4 } from '@ai-sdk/provider';
import type { RunRequest } from '@selecta/shared/ai';
import { canChooseModels, modelErrorCodes, teamModelId } from '@selecta/shared/models';
import type { PlanId } from '@selecta/shared/plans';
import type { Context } from 'hono';
import type { AppDeps } from '../lib/app-deps.ts';
import type { AuthEnv } from '../auth/auth-env.ts';
import type { RunReportEnv } from './run-report-env.ts';
import type { RunUsageEnv } from './run-usage.ts';
import { HttpError } from '../lib/http-error.ts';
import { hasEndpoint, readUserTeamSettings } from '../models/team-model-settings.ts';
import { inputLength, promptFor } from './actions/refine.ts';
import { type Admitted, createAdmission } from './admission.ts';
import { answerResponse } from './answer-stream.ts';
import { type Catalogue, type CatalogueItem, defaultModelFor } from './catalogue.ts';
import { localModelSource } from './local-model.ts';
import { startHeldRun, startRun } from './provider-stream.ts';
import { createTeamModels } from './team-endpoint.ts';
import { giveBackRun } from './usage-counters.ts';

/**
 * One AI run, from the validated request to the streamed answer (decision 035), in the order it happens: the model
 * asked for, the admission (session, plan, limits: counted or refused before the provider hears of it), the provider's
 * first token (or the run given back and a 502/504), then the answer stream. Nothing of the text, prompt or answer is
 * stored or logged.
 */
export function createRunner(deps: AppDeps, catalogue: Catalogue) {
  const { db, env } = deps;
  // Counter writes skip the fsync wait: one user's concurrent runs would otherwise queue behind each other's.
  const counters = deps.counters ?? db;
  const admit = createAdmission({ db, counters, promoEnd: env.PROMO_END });
  const teamModel = createTeamModels(env);
  // Without a configured catalogue, a model found on this machine (decision 020) is the one basic model.
  const local = catalogue.items.length > 0 ? undefined : localModelSource(deps);
  const localCatalogue = async (): Promise<Catalogue | undefined> => {
    const languageModel = await local?.model();
    if (!languageModel) return undefined;
    const item: CatalogueItem = { id: 'default', label: 'local', tier: 'basic', languageModel };
    return { items: [item], byId: new Map([[item.id, item]]) };
  };

  /** Runs of this process waiting for their admission. */
  let admitting = 0;

  return async function run(c: Context<AuthEnv & RunUsageEnv & RunReportEnv>, input: RunRequest): Promise<Response> {
    const user = c.get('user');
    const report = c.get('run');
    report.action = input.action;
    const now = new Date();
    const prompt = promptFor(input);
    const textLength = inputLength(input);
    // Counts, times and sizes of the run, recorded once it has ended (decision 037).
    const usage = c.get('trackRun')?.(input, textLength);
    // The provider request ends the moment our client goes away (during the admission too), or when the run fails.
    const controller = new AbortController();
    c.req.raw.signal.addEventListener('abort', () => controller.abort(), { once: true });
    // A team's own endpoint (decision 022): its settings come from the database, it needs a Pro team, and its failures
    // name the team's endpoint, not ours.
    const settings = input.model === teamModelId ? (await readUserTeamSettings(db, user.id))?.settings : undefined;
    const team = hasEndpoint(settings) ? settings : undefined;
    if (input.model === teamModelId && !team) throw new HttpError(400, modelErrorCodes.noTeamEndpoint, 'Your team has no AI endpoint of its own.');
    const models = team ? undefined : catalogue.items.length > 0 ? catalogue : await localCatalogue();
    if (!team && !models) throw new HttpError(503, 'ai_not_configured', 'No AI provider is configured on this server.');
    const requested = team || input.model === undefined ? undefined : models!.byId.get(input.model);
    if (!team && input.model !== undefined && !requested) throw new HttpError(400, 'unknown_model', `There is no model "${input.model}" on this server.`);

    // On an otherwise idle process, the model the run will most likely go to (the one asked for, or the default of the
    // plan this process remembers) is asked while the admission waits for the database; its request leaves only once
    // the run is admitted for it. Under a burst the wait is filled by other runs' work: nothing is gained, so not done.
    const guessed = team || admitting > 0 ? undefined : (requested ?? guessDefault(models!, admit.rememberedPlan(user.id)));
    const held = guessed && startHeldRun(guessed.languageModel, prompt, controller.signal, env.AI_TIMEOUT_MS);
    let admitted: Admitted;
    admitting += 1;
    try {
      admitted = await admit(user.id, c.get('sessionId'), textLength, now, requested?.tier, input.followUp !== undefined);
    } catch (error) {
      held?.drop();
      throw error;
    } finally {
      admitting -= 1;
    }
    const { plan, limits, headers } = admitted;
    if (team && !canChooseModels(plan)) {
      await giveBackRun(counters, user.id, limits, now);
      throw new HttpError(403, modelErrorCodes.proOnly, 'Your team’s own AI endpoint needs an active Pro team.', headers);
    }
    const item = team ? undefined : (requested ?? defaultModelFor(models!, plan)!);
    const model: LanguageModelV4 = item ? item.languageModel : await teamModel(team!);
    const useHeld = held?.model === model;
    if (!useHeld) held?.drop();
    const first = useHeld ? await held.send() : await startRun(model, prompt, controller.signal, env.AI_TIMEOUT_MS);
    report.started(item?.id ?? 'team', item ? model.provider.split('.')[0]! : 'team', plan, first);
    if (usage && item) usage.model = item.id;
    if (first.kind === 'failed') {
      controller.abort();
      await giveBackRun(counters, user.id, limits, now);
      if (team) {
        throw first.timedOut
          ? new HttpError(504, modelErrorCodes.teamProviderTimeout, 'Your team’s AI endpoint did not answer in time. Try again, or ask your team admin.', headers)
          : new HttpError(502, modelErrorCodes.teamProviderError, 'Your team’s AI endpoint could not answer. Try again, or ask your team admin.', headers);
      }
      throw first.timedOut
        ? new HttpError(504, 'provider_timeout', 'The AI provider did not answer in time. Try again in a moment.', headers)
        : new HttpError(502, 'provider_error', 'The AI provider could not answer. Try again in a moment.', headers);
    }
    return answerResponse(c, first, headers, () => controller.abort(), usage?.streaming());
  };
}

/** The default model of a remembered plan; none without one (a first run on this process waits for its plan). */
const guessDefault = (models: Catalogue, plan: PlanId | undefined) => (plan ? defaultModelFor(models, plan) : undefined);
