import { aiActions } from '@selecta/shared/ai';
import { canChooseModels, type ModelChoice, modelChoiceRequestSchema, modelErrorCodes, type ModelsResponse } from '@selecta/shared/models';
import type { PlanId } from '@selecta/shared/plans';
import { Hono } from 'hono';
import { readBody } from '../../account/read-body.ts';
import { allowedFor, type Catalogue, effectiveModel, modelsFor } from '../../ai/catalogue.ts';
import { requireUser } from '../../auth/require-user.ts';
import { getUserPlan } from '../../billing/user-plan.ts';
import type { AppDeps, AppEnv } from '../../lib/app-env.ts';
import { HttpError } from '../../lib/http-error.ts';
import { readModelChoice, saveModelChoice } from '../../models/model-choice.ts';

/** `GET|PUT /api/models`: the catalogue the caller's plan may use, and a Pro user's choice (decision 022). */
export function modelsRoutes(deps: AppDeps, catalogue: Catalogue) {
  const answer = (plan: PlanId, choice: ModelChoice): ModelsResponse => ({
    plan,
    canChoose: canChooseModels(plan),
    models: modelsFor(catalogue, plan).map(({ id, label, tier }) => ({ id, label, tier })),
    choice,
    effective: Object.fromEntries(aiActions.map((action) => [action, effectiveModel(catalogue, plan, choice, action)?.id ?? ''])) as ModelsResponse['effective'],
    team: null,
  });

  return new Hono<AppEnv>()
    .use(requireUser(deps))
    .get('/', async (c) => {
      const userId = c.get('user').id;
      const [plan, choice] = await Promise.all([getUserPlan(deps.db, userId), readModelChoice(deps.db, userId)]);
      return c.json(answer(plan, choice), 200);
    })
    .put('/', async (c) => {
      const userId = c.get('user').id;
      const choice = await readBody(c, modelChoiceRequestSchema);
      const plan = await getUserPlan(deps.db, userId);
      if (!canChooseModels(plan)) throw new HttpError(403, modelErrorCodes.proOnly, 'Choosing AI models is part of the Pro plan.');
      for (const id of [choice.default, ...Object.values(choice.actions)]) {
        if (id === null || id === undefined) continue;
        const item = catalogue.byId.get(id);
        if (!item) throw new HttpError(400, modelErrorCodes.unknownModel, `There is no model "${id}" on this server.`);
        if (!allowedFor(plan, item)) throw new HttpError(403, modelErrorCodes.notAllowed, `Your plan cannot use the model "${id}".`);
      }
      await saveModelChoice(deps.db, userId, choice);
      return c.json(answer(plan, choice), 200);
    });
}
