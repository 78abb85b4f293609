import { z } from 'zod';
import { rateWindows } from './plans.ts';
import { promptSchema } from './prompt.ts';
import { followUpSchema } from './follow-up.ts';
import { previousAnswerSchema, refinementSchema } from './refine.ts';

export { maxPromptChars } from './prompt.ts';

export const aiActions = ['reply', 'tldr', 'translate', 'custom'] as const;
export const aiActionSchema = z.enum(aiActions);
export type AiAction = z.infer<typeof aiActionSchema>;

/** `POST /api/ai/run` (contract C6). */
export const runRequestSchema = z
  .object({
    action: aiActionSchema,
    text: z.string().trim().min(1, 'Select some text first.'),
    /** The instruction's limit is shared with the extension (`prompt.ts`); the text's is per plan (`maxInputChars`). */
    prompt: promptSchema.optional(),
    targetLanguage: z.string().trim().min(2).max(40).optional(),
    /** The user's interface language: the default target of Translate. */
    locale: z.string().trim().min(2).max(10).optional(),
    /** A catalogue model id (`GET /api/models`) or `team`; unset: the plan's default model. */
    model: z.string().trim().min(1).max(64).optional(),
    /** A refinement (decision 025): the answer shown in the card, and how to change it. Both or neither. */
    previous: previousAnswerSchema.optional(),
    refinement: refinementSchema.optional(),
    /**
     * Which saved prompt a `custom` run comes from, for the usage statistics only (decision 037): `own` for one of the
     * user's own (never which), a team prompt's id. Unset: a typed instruction or a built-in action.
     */
    savedPrompt: z.union([z.literal('own'), z.uuid()]).optional(),
    /** A question about the answer (issue 28): the conversation so far travels here; the server stores none of it. */
    followUp: followUpSchema.optional(),
  })
  .refine((body) => body.action !== 'custom' || body.prompt !== undefined, {
    path: ['prompt'],
    message: 'A custom prompt needs an instruction.',
  })
  .refine((body) => (body.previous === undefined) === (body.refinement === undefined), {
    path: ['refinement'],
    message: 'A refinement needs the previous answer, and the previous answer a refinement.',
  })
  .refine((body) => body.followUp === undefined || body.refinement === undefined, {
    path: ['followUp'],
    message: 'A follow-up question is asked about an answer, not together with a refinement of it.',
  });
export type RunRequest = z.infer<typeof runRequestSchema>;

/** The stream's named events: many `delta`, then `done`, or `error` once the stream has started. */
export const deltaEventSchema = z.object({ text: z.string() });
export const doneEventSchema = z.object({ finishReason: z.string() });
export const errorEventSchema = z.object({ code: z.string(), message: z.string() });
export const runEventNames = ['delta', 'done', 'error'] as const;
export type RunEventName = (typeof runEventNames)[number];
/** One event of the stream with its data, as the server sends it and the clients read it. */
export type RunEvent =
  | { event: 'delta'; data: z.infer<typeof deltaEventSchema> }
  | { event: 'done'; data: z.infer<typeof doneEventSchema> }
  | { event: 'error'; data: z.infer<typeof errorEventSchema> };

/** `GET /api/usage`. */
export const usageSchema = z.object({
  plan: z.enum(['free', 'plus', 'pro']),
  promoActive: z.boolean(),
  windows: z.array(
    z.object({
      window: z.enum(rateWindows),
      limit: z.number().int(),
      used: z.number().int(),
      remaining: z.number().int(),
      resetAt: z.iso.datetime(),
    }),
  ),
  /** Whether this server can answer a run: a configured provider, or a local model it found (decision 020). */
  aiAvailable: z.boolean(),
});
export type Usage = z.infer<typeof usageSchema>;

/** Error codes of the AI calls the clients react to. */
export const aiErrorCodes = {
  notConfigured: 'ai_not_configured',
  rateLimited: 'rate_limited',
  tooLong: 'text_too_long',
  providerError: 'provider_error',
  providerTimeout: 'provider_timeout',
} as const;
