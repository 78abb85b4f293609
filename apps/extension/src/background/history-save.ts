import { historySaveSchema, type HistoryEntry } from '../history/history-schema.ts';
import { getEntry, putEntry } from '../history/history-store.ts';
import { serverUrlOf } from '../lib/server-url.ts';
import { loadSettings } from '../settings/store.ts';
import { modelFor } from './models.ts';

/**
 * The card's answer into this browser's history (content scripts cannot reach the extension's IndexedDB; the page's
 * own would be the page's to read). Nothing is kept while the history is off, by the user or the organisation.
 */
export async function saveToHistory(raw: unknown, now = Date.now()): Promise<{ ok: boolean }> {
  const parsed = historySaveSchema.safeParse(raw);
  if (!parsed.success) return { ok: false };
  const settings = await loadSettings();
  if (!settings.historyEnabled) return { ok: false };
  const save = parsed.data;
  const [before, model] = await Promise.all([getEntry(save.id), save.where === 'device' ? 'device' : modelFor(save.request.action, serverUrlOf(settings))]);
  const entry: HistoryEntry = { ...save, createdAt: before?.createdAt ?? now, updatedAt: now, model: model ?? before?.model ?? null };
  await putEntry(entry);
  return { ok: true };
}
