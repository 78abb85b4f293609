import { z } from 'zod';
import { aiActions } from './ai.ts';
import { planIds, type PlanId } from './plans.ts';

/** `basic` runs on every plan; `advanced` is Plus and Pro's "Advanced text processing" (DESIGN.md decision 8). */
export const modelTiers = ['basic', 'advanced'] as const;
export const modelTierSchema = z.enum(modelTiers);
export type ModelTier = z.infer<typeof modelTierSchema>;

export const modelIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9][a-z0-9._-]*$/, 'use lowercase letters, digits, ".", "_" or "-"');

/** The id a run names to use its team's own OpenAI-compatible endpoint. */
export const teamModelId = 'team';

/** One model of the operator's catalogue (`AI_MODELS`), as the clients see it: no provider, URL or key. */
export const catalogueModelSchema = z.object({
  id: modelIdSchema,
  label: z.string().trim().min(1).max(80),
  tier: modelTierSchema,
});
export type CatalogueModel = z.infer<typeof catalogueModelSchema>;

/** A user's saved choice (Pro): one default and, per action, an override; null means "the plan's default". */
const choiceIdSchema = z.union([modelIdSchema, z.literal('team')]);
export const modelChoiceSchema = z.object({
  default: choiceIdSchema.nullable(),
  actions: z.partialRecord(z.enum(aiActions), choiceIdSchema),
});
export type ModelChoice = z.infer<typeof modelChoiceSchema>;

/** `PUT /api/models`. */
export const modelChoiceRequestSchema = modelChoiceSchema.strict();

/** `GET /api/models`: what the caller's plan may use, their saved choice, and the model each action runs on. */
export const modelsResponseSchema = z.object({
  plan: z.enum(planIds),
  /** Only Pro users save a choice; everyone else runs on their plan's default. */
  canChoose: z.boolean(),
  models: z.array(catalogueModelSchema),
  choice: modelChoiceSchema,
  /** The model id each action runs on now: the choice where the plan allows it, else the default. */
  effective: z.record(z.enum(aiActions), z.string()),
  /** The user's team's own endpoint, when their team has one (never its URL or key). */
  team: z.object({ teamId: z.string(), label: z.string() }).nullable(),
  /** Whether the caller is an owner or admin of a team, who sets its models (`/api/models/team`). */
  managesTeam: z.boolean(),
});
export type ModelsResponse = z.infer<typeof modelsResponseSchema>;

/** Which tiers each plan may run: Free the basic tier, Plus and Pro both. */
export const planTiers: Record<PlanId, readonly ModelTier[]> = {
  free: ['basic'],
  plus: ['basic', 'advanced'],
  pro: ['basic', 'advanced'],
};

/** Only Pro chooses models (the plan card's "Custom AI models"). */
export const canChooseModels = (plan: PlanId): boolean => plan === 'pro';

export const modelErrorCodes = {
  unknownModel: 'unknown_model',
  notAllowed: 'model_not_allowed',
  proOnly: 'pro_required',
  endpointNotAllowed: 'endpoint_not_allowed',
  endpointCheckFailed: 'endpoint_check_failed',
  noTeamEndpoint: 'no_team_endpoint',
  /** A run on the team's own endpoint failed there (the card says it was the team's endpoint). */
  teamProviderError: 'team_provider_error',
  teamProviderTimeout: 'team_provider_timeout',
} as const;

/** `PUT /api/models/team/default` (owners and admins): a catalogue id, `team` for the team's endpoint, or null. */
export const teamDefaultRequestSchema = z.object({ model: z.union([modelIdSchema, z.literal(teamModelId)]).nullable() }).strict();

/**
 * `PUT /api/models/team/endpoint` (owners and admins): the team's own OpenAI-compatible endpoint (Azure OpenAI, a
 * company vLLM or Ollama). Without `apiKey` the saved key is kept. Checked with one test request before it is saved.
 */
export const teamEndpointRequestSchema = z
  .object({
    baseUrl: z.string().trim().min(1).max(500),
    model: z.string().trim().min(1).max(200),
    label: z.string().trim().min(1).max(80).optional(),
    apiKey: z.string().trim().min(1).max(1_000).optional(),
  })
  .strict();
export type TeamEndpointRequest = z.infer<typeof teamEndpointRequestSchema>;

/** `GET /api/models/team` (owners and admins): the settings, never the key (only whether one is saved). */
export const teamModelSettingsSchema = z.object({
  teamId: z.string(),
  defaultModel: z.string().nullable(),
  endpoint: z
    .object({ baseUrl: z.string(), model: z.string(), label: z.string(), hasKey: z.boolean(), checkedAt: z.string().nullable() })
    .nullable(),
});
export type TeamModelSettings = z.infer<typeof teamModelSettingsSchema>;
