import type { LanguageModelV4 } from '@ai-sdk/provider';
import type { AiAction } from '@selecta/shared/ai';
import { type CatalogueModel, canChooseModels, type ModelChoice, planTiers, teamModelId } from '@selecta/shared/models';
import type { PlanId } from '@selecta/shared/plans';
import type { Env } from '../env.ts';
import { createProviderModel, singleModelTarget } from './provider.ts';

export interface CatalogueItem extends CatalogueModel {
  /** Made once per server, so each model keeps its own keep-alive connections. */
  languageModel: LanguageModelV4;
}

export interface Catalogue {
  items: readonly CatalogueItem[];
  byId: ReadonlyMap<string, CatalogueItem>;
}

/**
 * The operator's models: `AI_MODELS`, else the one model of `AI_PROVIDER`/`AI_MODEL` as a basic model (so Free runs
 * on it), else none (runs answer 503 `ai_not_configured`).
 */
export function createCatalogue(env: Env): Catalogue {
  const items: CatalogueItem[] = [];
  if (env.AI_MODELS) {
    for (const { provider, model, baseUrl, apiKey, ...shown } of env.AI_MODELS) {
      const target = { provider, model, baseUrl: baseUrl ?? env.AI_BASE_URL, apiKey: apiKey ?? env.AI_API_KEY };
      items.push({ ...shown, languageModel: createProviderModel(target) });
    }
  } else {
    const target = singleModelTarget(env);
    if (target) items.push({ id: 'default', label: target.model, tier: 'basic', languageModel: createProviderModel(target) });
  }
  return { items, byId: new Map(items.map((item) => [item.id, item])) };
}

export function allowedFor(plan: PlanId, model: CatalogueModel): boolean {
  return planTiers[plan].includes(model.tier);
}

/** What a plan may run, in the catalogue's order. */
export function modelsFor(catalogue: Catalogue, plan: PlanId): CatalogueItem[] {
  return catalogue.items.filter((item) => allowedFor(plan, item));
}

/** A plan's default: the first model of the best tier it may use (Plus and Pro: advanced when there is one). */
export function defaultModelFor(catalogue: Catalogue, plan: PlanId): CatalogueItem | undefined {
  const allowed = modelsFor(catalogue, plan);
  return allowed.find((item) => item.tier === 'advanced') ?? allowed[0];
}

/** The parts of a user's team that decide their models: its default, and whether it has its own endpoint. */
export interface TeamModels {
  defaultModel: string | null;
  hasEndpoint: boolean;
}

/**
 * The model id an action runs on: a Pro user's saved choice where it is still usable, else the team's default (for
 * its members), else the plan's default. `team` (the team's own endpoint) needs Pro, which an active team gives its
 * members. A choice saved on Pro is kept, unused, after a downgrade.
 */
export function effectiveModelId(catalogue: Catalogue, plan: PlanId, choice: ModelChoice, action: AiAction, team?: TeamModels): string | undefined {
  const usable = (id: string) => {
    if (id === teamModelId) return !!team?.hasEndpoint && canChooseModels(plan);
    const item = catalogue.byId.get(id);
    return !!item && allowedFor(plan, item);
  };
  const chosen = canChooseModels(plan) ? [choice.actions[action], choice.default] : [];
  for (const id of [...chosen, team?.defaultModel]) if (id && usable(id)) return id;
  return defaultModelFor(catalogue, plan)?.id;
}
