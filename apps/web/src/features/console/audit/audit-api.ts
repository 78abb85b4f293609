import type { AuditQuery, AuditResponse } from '@selecta/shared/audit';
import { apiRequest } from '@/lib/api-client.ts';
import { downloadCsv } from '@/lib/download-csv.ts';

export type AuditFilters = Pick<AuditQuery, 'event' | 'actor' | 'from' | 'to'>;

function auditSearch(query: AuditQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}

/** `GET /api/teams/audit` (decision 044): a page newest first and its `next` cursor, or every match as CSV. */
export const auditApi = {
  page: (query: AuditQuery, signal?: AbortSignal) => apiRequest<AuditResponse>(`/api/teams/audit?${auditSearch(query)}`, signal ? { signal } : {}),
  exportCsv: (filters: AuditFilters) => downloadCsv(`/api/teams/audit?${auditSearch(filters)}`, 'selecta-audit-log.csv'),
};
