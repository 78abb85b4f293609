import { browser } from 'wxt/browser';
import { z } from 'zod';

/** Where the last answer ran, shown by the popup and the options page. Kept apart from the settings (not exported). */
export const lastRunSchema = z.object({ where: z.enum(['server', 'device']), at: z.iso.datetime() });
export type LastRun = z.infer<typeof lastRunSchema>;
export type RunPlace = LastRun['where'];

const key = 'lastRun';

export async function loadLastRun(): Promise<LastRun | null> {
  const stored = await browser.storage.local.get(key);
  const parsed = lastRunSchema.safeParse(stored[key]);
  return parsed.success ? parsed.data : null;
}

export async function saveLastRun(where: RunPlace, now = new Date()): Promise<LastRun> {
  const run: LastRun = { where, at: now.toISOString() };
  await browser.storage.local.set({ [key]: run });
  return run;
}
