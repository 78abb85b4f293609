import { aiActions } from '@selecta/shared/ai';
import { canChooseModels, type ModelChoice, modelChoiceRequestSchema, modelErrorCodes, type ModelsResponse, teamModelId } from '@selecta/shared/models';
import type { PlanId } from '@selecta/shared/plans';
import { managesTeam } from '@selecta/shared/teams';
import { Hono } from 'hono';
import { readJson } from '../../lib/read-json.ts';
import { allowedFor, type Catalogue, effectiveModelId, modelsFor } from '../../ai/catalogue.ts';
import { requireUser } from '../../auth/require-user.ts';
import { getUserPlan } from '../../billing/user-plan.ts';
import type { AppDeps } from '../../lib/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import { HttpError } from '../../lib/http-error.ts';
import { readModelChoice, saveModelChoice } from '../../models/model-choice.ts';
import { hasEndpoint, readUserTeamSettings } from '../../models/team-model-settings.ts';

type UserTeam = Awaited<ReturnType<typeof readUserTeamSettings>>;

/** `GET|PUT /api/models`: the catalogue the caller's plan may use, and a Pro user's choice (decision 022). */
export function modelsRoutes(deps: AppDeps, catalogue: Catalogue) {
  const answer = (plan: PlanId, choice: ModelChoice, userTeam: UserTeam): ModelsResponse => {
    const settings = userTeam?.settings;
    const team = { defaultModel: settings?.defaultModel ?? null, hasEndpoint: hasEndpoint(settings) };
    return {
      plan,
      canChoose: canChooseModels(plan),
      models: modelsFor(catalogue, plan).map(({ id, label, tier }) => ({ id, label, tier })),
      choice,
      effective: Object.fromEntries(aiActions.map((action) => [action, effectiveModelId(catalogue, plan, choice, action, team) ?? ''])) as ModelsResponse['effective'],
      // Only the label: the URL, the provider's model name and the key stay with the team's admins and the server.
      team: userTeam && hasEndpoint(settings) && canChooseModels(plan) ? { teamId: userTeam.teamId, label: settings.endpointLabel ?? settings.endpointModel } : null,
      managesTeam: !!userTeam && managesTeam(userTeam.role),
    };
  };
  const load = (userId: string) => Promise.all([getUserPlan(deps.db, userId), readModelChoice(deps.db, userId), readUserTeamSettings(deps.db, userId)]);

  return new Hono<AppEnv>()
    .get('/', requireUser(deps), async (c) => {
      const [plan, choice, userTeam] = await load(c.get('user').id);
      return c.json(answer(plan, choice, userTeam), 200);
    })
    .put('/', requireUser(deps), async (c) => {
      const userId = c.get('user').id;
      const choice = await readJson(c, modelChoiceRequestSchema);
      const [plan, , userTeam] = await load(userId);
      if (!canChooseModels(plan)) throw new HttpError(403, modelErrorCodes.proOnly, 'Choosing AI models is part of the Pro plan.');
      for (const id of [choice.default, ...Object.values(choice.actions)]) {
        if (id === null || id === undefined) continue;
        if (id === teamModelId) {
          if (!hasEndpoint(userTeam?.settings)) throw new HttpError(400, modelErrorCodes.noTeamEndpoint, 'Your team has no endpoint of its own.');
          continue;
        }
        const item = catalogue.byId.get(id);
        if (!item) throw new HttpError(400, modelErrorCodes.unknownModel, `There is no model "${id}" on this server.`);
        if (!allowedFor(plan, item)) throw new HttpError(403, modelErrorCodes.notAllowed, `Your plan cannot use the model "${id}".`);
      }
      await saveModelChoice(deps.db, userId, choice);
      return c.json(answer(plan, choice, userTeam), 200);
    });
}
