import type { TeamUsageHistory, UsageHistory } from '@selecta/shared/usage-history';
import { apiRequest } from '@/lib/api-client.ts';
import { downloadCsv } from '@/lib/download-csv.ts';

export type { TeamUsageHistory, UsageHistory };
export type HistoryDays = 7 | 30 | 90;

export const myHistoryPath = '/api/usage/history';
export const teamHistoryPath = '/api/teams/usage/history';

/** `GET /api/usage/history` or `/api/teams/usage/history` (decision 037). */
export function getHistory<T extends UsageHistory>(path: string, days: HistoryDays, signal?: AbortSignal) {
  return apiRequest<T>(`${path}?days=${days}`, signal ? { signal } : {});
}

/** The same numbers as CSV (`Accept: text/csv`). */
export function downloadHistoryCsv(path: string, days: HistoryDays): Promise<void> {
  return downloadCsv(`${path}?days=${days}`, 'selecta-usage.csv');
}
