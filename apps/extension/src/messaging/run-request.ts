import { promptSchema } from '@selecta/shared/prompt';
import { followUpSchema } from '@selecta/shared/follow-up';
import { previousAnswerSchema, refinementSchema } from '@selecta/shared/refine';
import { z } from 'zod';

/**
 * The body of `POST /api/ai/run` (contract C6). Deliberately not imported from `@selecta/shared/ai`: that module
 * pulls the plan catalogue and more of zod into the content script injected into every page (34 KB → 119 KB,
 * idle-page scripting 4 ms → 16 ms, measured). The server validates with the shared schema; the instruction's
 * schema (and so its length limit) is the server's own, from the small `@selecta/shared/prompt`, and so are a
 * refinement's (`@selecta/shared/refine`).
 */
export const runRequestSchema = z.object({
  action: z.enum(['reply', 'tldr', 'translate', 'custom']),
  text: z.string().min(1).max(100_000),
  prompt: promptSchema.optional(),
  targetLanguage: z.string().min(1).max(40).optional(),
  /** The interface language: the target of the "Translate to …" refinement. */
  locale: z.string().min(2).max(10).optional(),
  /** Set by the background from `GET /api/models`, not by the page. */
  model: z.string().min(1).max(64).optional(),
  /** A refinement of the answer the card shows (decision 025): both, or neither. */
  previous: previousAnswerSchema.optional(),
  refinement: refinementSchema.optional(),
  /** For the usage statistics only (decision 037): `own` for one of the user's saved prompts (never which), a team prompt's id. */
  savedPrompt: z.union([z.literal('own'), z.uuid()]).optional(),
  /** A question about the answer, with the conversation so far (the side panel; issue 28). */
  followUp: followUpSchema.optional(),
});
export type RunRequest = z.infer<typeof runRequestSchema>;
