import { historyDb } from './history-db.ts';
import { type HistoryEntry, historyMaxBytes, historyMaxEntries, type HistorySummary, matches, summaryOf } from './history-schema.ts';

/**
 * The summaries, newest first, kept in memory once read: a search is then a filter over 500 small rows, not a read of
 * the database. Every change, here or in another of the extension's pages (the background writes the card's answers),
 * drops it, through a BroadcastChannel at the extension's origin.
 */
let cache: HistorySummary[] | null = null;
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('selecta-history');
channel?.addEventListener('message', () => (cache = null));
function changed(): void {
  cache = null;
  channel?.postMessage('changed');
}

/**
 * Saves an entry (new, or its new versions and follow-ups) and drops the oldest entries past 500 or 20 MB, in one
 * transaction: the list never shows an entry without its summary.
 */
export async function putEntry(entry: HistoryEntry, limits = { entries: historyMaxEntries, bytes: historyMaxBytes }): Promise<void> {
  const db = await historyDb();
  const tx = db.transaction(['entries', 'summaries'], 'readwrite');
  const entries = tx.objectStore('entries');
  const summaries = tx.objectStore('summaries');
  await Promise.all([entries.put(entry), summaries.put(summaryOf(entry))]);
  // Newest first: keep while within both limits, then drop the rest.
  let count = 0;
  let bytes = 0;
  for (let cursor = await summaries.index('updatedAt').openCursor(null, 'prev'); cursor; cursor = await cursor.continue()) {
    count += 1;
    bytes += cursor.value.bytes;
    if (count > limits.entries || bytes > limits.bytes) {
      await Promise.all([entries.delete(cursor.value.id), cursor.delete()]);
    }
  }
  await tx.done;
  changed();
}

export async function getEntry(id: string): Promise<HistoryEntry | undefined> {
  return (await historyDb()).get('entries', id);
}

/** The newest entries first, those matching `query` (every word, in the text, answers, title or address). */
export async function listEntries(query = '', limit = 200): Promise<HistorySummary[]> {
  cache ??= (await (await historyDb()).getAllFromIndex('summaries', 'updatedAt')).reverse();
  const found: HistorySummary[] = [];
  for (const summary of cache) {
    if (found.length >= limit) break;
    if (matches(summary, query)) found.push(summary);
  }
  return found;
}

export async function deleteEntry(id: string): Promise<void> {
  const db = await historyDb();
  const tx = db.transaction(['entries', 'summaries'], 'readwrite');
  await Promise.all([tx.objectStore('entries').delete(id), tx.objectStore('summaries').delete(id), tx.done]);
  changed();
}

export async function clearHistory(): Promise<void> {
  const db = await historyDb();
  const tx = db.transaction(['entries', 'summaries'], 'readwrite');
  await Promise.all([tx.objectStore('entries').clear(), tx.objectStore('summaries').clear(), tx.done]);
  changed();
}

/** Every entry, newest first (the export). */
/** Forgets the summaries read (tests, which swap the database under it). */
export const forgetHistoryCache = () => void (cache = null);

export async function allEntries(): Promise<HistoryEntry[]> {
  const entries = await (await historyDb()).getAll('entries');
  return entries.sort((a, b) => b.updatedAt - a.updatedAt);
}
