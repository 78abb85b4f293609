import { canChooseModels, modelErrorCodes } from '@selecta/shared/models';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../lib/app-env.ts';
import { HttpError } from '../lib/http-error.ts';
import { hasEndpoint, readUserTeamSettings } from '../models/team-model-settings.ts';
import type { ActionPrompt } from './actions/action.ts';
import type { createAdmission } from './admission.ts';
import { answerResponse } from './answer-response.ts';
import { giveBackRun } from './limiter.ts';
import { startRun } from './run-stream.ts';
import { createTeamModels } from './team-endpoint.ts';
import type { RunUsage } from '../usage/run-usage.ts';

/**
 * A run on the caller's team's own endpoint. Unlike a catalogue run it admits first: the endpoint and its key come
 * from the database. It counts against the same limits, and its failures name the team's endpoint, not ours.
 */
export function createTeamRun(deps: AppDeps, admission: ReturnType<typeof createAdmission>) {
  const { db, env } = deps;
  const counters = deps.counters ?? db;
  const teamModel = createTeamModels(env);

  return async function teamRun(c: Context<AppEnv>, textLength: number, prompt: ActionPrompt, controller: AbortController, usage?: RunUsage): Promise<Response> {
    const user = c.get('user');
    const now = new Date();
    const userTeam = await readUserTeamSettings(db, user.id);
    const settings = userTeam?.settings;
    if (!hasEndpoint(settings)) throw new HttpError(400, modelErrorCodes.noTeamEndpoint, 'Your team has no AI endpoint of its own.');
    const { plan, limits, headers } = await admission.admit(user.id, c.get('sessionId'), textLength, now);
    if (!canChooseModels(plan)) {
      await giveBackRun(counters, user.id, limits, now);
      throw new HttpError(403, modelErrorCodes.proOnly, 'Your team’s own AI endpoint needs an active Pro team.', headers);
    }
    const first = await startRun(await teamModel(settings), prompt, controller.signal, env.AI_TIMEOUT_MS);
    if (first.kind === 'failed') {
      controller.abort();
      await giveBackRun(counters, user.id, limits, now);
      throw first.timedOut
        ? new HttpError(504, modelErrorCodes.teamProviderTimeout, 'Your team’s AI endpoint did not answer in time. Try again, or ask your team admin.', headers)
        : new HttpError(502, modelErrorCodes.teamProviderError, 'Your team’s AI endpoint could not answer. Try again, or ask your team admin.', headers);
    }
    return answerResponse(c, first, headers, () => controller.abort(), usage?.streaming());
  };
}
