import type { TeamUsageHistory, UsageHistory } from '@selecta/shared/usage-history';
import { ApiRequestError, apiRequest } from '@/lib/api-client.ts';
import { getSupabase } from '@/lib/supabase.ts';

export type { TeamUsageHistory, UsageHistory };
export type HistoryDays = 7 | 30 | 90;

export const myHistoryPath = '/api/usage/history';
export const teamHistoryPath = '/api/teams/usage/history';

/** `GET /api/usage/history` or `/api/teams/usage/history` (decision 037). */
export function getHistory<T extends UsageHistory>(path: string, days: HistoryDays, signal?: AbortSignal) {
  return apiRequest<T>(`${path}?days=${days}`, signal ? { signal } : {});
}

/** The same numbers as CSV (`Accept: text/csv`), saved through a temporary link: the API needs the bearer token. */
export async function downloadCsv(path: string, days: HistoryDays): Promise<void> {
  const { data } = await getSupabase().auth.getSession();
  const response = await fetch(`${path}?days=${days}`, {
    headers: { accept: 'text/csv', ...(data.session ? { authorization: `Bearer ${data.session.access_token}` } : {}) },
  });
  if (!response.ok) throw new ApiRequestError(response.status, 'http_error', response.statusText);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'selecta-usage.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
