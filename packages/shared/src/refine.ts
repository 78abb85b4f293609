import { z } from 'zod';
import { promptSchema } from './prompt.ts';

/**
 * Refining an answer in the card (issue 14): a quick preset or a free follow-up instruction, applied to the previous
 * answer and the original selection. A module of its own, like `prompt.ts`: the extension's content script imports it
 * without the plan catalogue.
 */
export const refinePresets = ['shorter', 'longer', 'formal', 'friendlier', 'translate'] as const;
export type RefinePreset = (typeof refinePresets)[number];

/** Longest previous answer a refinement carries: the largest plan's input (each plan checks its own, decision 025). */
export const maxPreviousChars = 50_000;

/** Exactly one of the two: a preset, or the user's own follow-up (the instruction limit of a custom prompt). */
export const refinementSchema = z.union([
  z.strictObject({ preset: z.enum(refinePresets) }),
  z.strictObject({ instruction: promptSchema }),
]);
export type Refinement = z.infer<typeof refinementSchema>;

export const previousAnswerSchema = z.string().trim().min(1).max(maxPreviousChars);
