import { z } from 'zod';
import { promptSchema } from './prompt.ts';
import { maxPreviousChars, previousAnswerSchema } from './refine.ts';

/**
 * A follow-up question about an answer (issue 28): the conversation travels in the request, since the server keeps no
 * text. A module of its own, like `refine.ts`, so the extension imports it without the plan catalogue.
 */
export const maxFollowUpTurns = 20;

export const followUpTurnSchema = z.strictObject({ question: promptSchema, answer: z.string().trim().min(1).max(maxPreviousChars) });

export const followUpSchema = z.strictObject({
  /** The answer the conversation is about (the version shown). */
  answer: previousAnswerSchema,
  /** The questions asked and answered before, oldest first. */
  turns: z.array(followUpTurnSchema).max(maxFollowUpTurns),
  /** The new question. */
  question: promptSchema,
});
export type FollowUp = z.infer<typeof followUpSchema>;

/** What a plan's input limit applies to in a conversation: the answer, every earlier turn and the new question together. */
export function conversationLength(followUp: FollowUp): number {
  return followUp.turns.reduce((sum, turn) => sum + turn.question.length + turn.answer.length, followUp.answer.length + followUp.question.length);
}
