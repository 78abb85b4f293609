import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { HistoryEntry, HistorySummary } from './history-schema.ts';

/** The database, at the extension's origin (the background, the panel and the options page share it). */
export const historyDbName = 'selecta-history';
export const historyDbVersion = 1;

export interface HistoryDb extends DBSchema {
  entries: { key: string; value: HistoryEntry };
  /** One small row per entry: the list and search read only these. */
  summaries: { key: string; value: HistorySummary; indexes: { updatedAt: number } };
}

let opening: Promise<IDBPDatabase<HistoryDb>> | null = null;

export function historyDb(): Promise<IDBPDatabase<HistoryDb>> {
  opening ??= openDB<HistoryDb>(historyDbName, historyDbVersion, {
    upgrade(db) {
      db.createObjectStore('entries', { keyPath: 'id' });
      db.createObjectStore('summaries', { keyPath: 'id' }).createIndex('updatedAt', 'updatedAt');
    },
    // Another page opened a newer version: let it, and open again next time.
    blocking() {
      void opening?.then((db) => db.close());
      opening = null;
    },
  });
  return opening;
}

/** Forgets the open connection (tests use a fresh database each). */
export function closeHistoryDb(): void {
  void opening?.then((db) => db.close());
  opening = null;
}
