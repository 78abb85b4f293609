import { promptSchema } from '@selecta/shared/prompt';
import { z } from 'zod';
import { runRequestSchema } from '../messaging/run-request.ts';
import { actionRefSchema } from '../settings/keyboard-schema.ts';

/** The most answers the history keeps, and the most room it takes: whichever is reached first drops the oldest. */
export const historyMaxEntries = 500;
export const historyMaxBytes = 20 * 1024 * 1024;

export const historyTurnSchema = z.object({ question: promptSchema, answer: z.string().min(1).max(50_000) });
export type HistoryTurn = z.infer<typeof historyTurnSchema>;

/**
 * One answer in this browser's history (decision 042): what ran (the action or prompt, its request for refining on),
 * on what (the selection, the page's title and address), where and on which model, when, every refine version and the
 * follow-up questions. Kept in IndexedDB at the extension's origin only; never sent anywhere.
 */
export const historyEntrySchema = z.object({
  id: z.uuid(),
  createdAt: z.number().int().min(0),
  updatedAt: z.number().int().min(0),
  action: actionRefSchema,
  /** The action's label or the saved prompt's name, as the card or panel showed it. */
  title: z.string().min(1).max(200),
  text: z.string().min(1).max(100_000),
  source: z.object({ title: z.string().max(1_000), url: z.string().max(8_192) }),
  /** The model id the answer ran on (the server's choice for the action), `device`, or null when unknown. */
  model: z.string().max(64).nullable(),
  where: z.enum(['server', 'device']),
  request: runRequestSchema,
  versions: z.array(z.string().min(1).max(100_000)).min(1).max(50),
  shown: z.number().int().min(0),
  turns: z.array(historyTurnSchema).max(50).default([]),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** What a content script sends (the card's answer): the background adds the model and the times. */
export const historySaveSchema = historyEntrySchema.omit({ createdAt: true, updatedAt: true, model: true });
export type HistorySave = z.infer<typeof historySaveSchema>;

/** The list's row: enough to show and search an entry without reading the whole of it. */
export interface HistorySummary {
  id: string;
  updatedAt: number;
  title: string;
  sourceTitle: string;
  url: string;
  /** The start of the version shown. */
  snippet: string;
  /** What the entry weighs (UTF-16, as the browser stores strings): the 20 MB budget counts these. */
  bytes: number;
  /** Lower-cased selection, answers, page title and address: what search looks in. */
  haystack: string;
}

/** How much of each text search looks in: enough for any phrase a person remembers, small enough to keep in memory. */
const searchChars = 4_000;

export function summaryOf(entry: HistoryEntry): HistorySummary {
  const answer = entry.versions[Math.min(entry.shown, entry.versions.length - 1)] ?? '';
  const haystack = [entry.title, entry.source.title, entry.source.url, entry.text.slice(0, searchChars), ...entry.versions.map((v) => v.slice(0, searchChars)), ...entry.turns.map((t) => `${t.question} ${t.answer}`)]
    .join('\n')
    .toLowerCase();
  return {
    id: entry.id,
    updatedAt: entry.updatedAt,
    title: entry.title,
    sourceTitle: entry.source.title,
    url: entry.source.url,
    snippet: answer.slice(0, 240),
    bytes: JSON.stringify(entry).length * 2,
    haystack,
  };
}

/** Whether a summary matches every word of the query (in its text, answers, title or address); empty: all. */
export function matches(summary: Pick<HistorySummary, 'haystack'>, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return words.every((word) => summary.haystack.includes(word));
}
