import { promptSchema } from '@selecta/shared/prompt';
import { z } from 'zod';

/**
 * The body of `POST /api/ai/run` (contract C6). Deliberately not imported from `@selecta/shared/ai`: that module
 * pulls the plan catalogue and more of zod into the content script injected into every page (34 KB → 119 KB,
 * idle-page scripting 4 ms → 16 ms, measured). The server validates with the shared schema; the instruction's
 * schema (and so its length limit) is the server's own, from the small `@selecta/shared/prompt`.
 */
export const runRequestSchema = z.object({
  action: z.enum(['reply', 'tldr', 'translate', 'custom']),
  text: z.string().min(1).max(100_000),
  prompt: promptSchema.optional(),
  targetLanguage: z.string().min(1).max(40).optional(),
  /** Set by the background from `GET /api/models`, not by the page. */
  model: z.string().min(1).max(64).optional(),
});
export type RunRequest = z.infer<typeof runRequestSchema>;
