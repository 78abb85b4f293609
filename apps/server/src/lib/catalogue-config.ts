import { readFileSync } from 'node:fs';
import { catalogueModelSchema } from '@selecta/shared/models';
import { z } from 'zod';

export const providerNames = ['openai', 'anthropic', 'openai-compatible'] as const;

/** One entry of `AI_MODELS`: what clients see (id, label, tier) and how the server reaches it. */
export const catalogueEntrySchema = catalogueModelSchema.extend({
  provider: z.enum(providerNames),
  /** The provider's own model name. */
  model: z.string().trim().min(1).max(200),
  /** Unset: `AI_BASE_URL` (if any), else the provider's own. */
  baseUrl: z.url().optional(),
  /** Unset: `AI_API_KEY`. Stays on the server: no response ever carries it. */
  apiKey: z.string().min(1).optional(),
});
export type CatalogueEntry = z.infer<typeof catalogueEntrySchema>;

export const catalogueConfigSchema = z
  .array(catalogueEntrySchema)
  .min(1, 'must list at least one model')
  .refine((list) => new Set(list.map((m) => m.id)).size === list.length, 'model ids must be unique')
  .refine((list) => list.some((m) => m.tier === 'basic'), 'needs at least one basic model (the Free plan runs on it)')
  .refine((list) => list.every((m) => m.id !== 'team'), '"team" is reserved for teams\' own endpoints');

/**
 * `AI_MODELS` is the JSON array itself or the path of a JSON file holding it. Parsed with the rest of the
 * environment so a bad catalogue stops the server at start with every other problem.
 */
export const aiModelsVariable = z
  .string()
  .transform((value, ctx) => {
    let text = value.trim();
    if (!text.startsWith('[')) {
      try {
        text = readFileSync(text, 'utf8');
      } catch {
        ctx.addIssue({ code: 'custom', message: 'is neither a JSON array nor a readable file' });
        return z.NEVER;
      }
    }
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'is not valid JSON' });
      return z.NEVER;
    }
  })
  .pipe(catalogueConfigSchema);
