import { z } from 'zod';

/**
 * Longest instruction a run may carry (a typed Custom prompt or a filled saved prompt), for the server and the
 * extension alike. A module of its own: the extension's content script imports it without the plan catalogue.
 */
export const maxPromptChars = 2_000;

export const promptSchema = z.string().trim().min(1).max(maxPromptChars);
