import type { BulkInvitesRequest, BulkInvitesResponse, BulkMembersRequest, BulkMembersResponse, MembersPage, MembersQuery } from '@selecta/shared/team-members';
import { apiRequest } from '@/lib/api-client.ts';
import { downloadCsv } from '@/lib/download-csv.ts';

/** `q`, `sort`, `dir`, `page`, `limit` as the members API reads them (decision 044). */
function membersSearch(query: MembersQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}

/** The members table's calls: a page searched and sorted on the server, bulk changes, many invitations, the CSV. */
export const membersApi = {
  page: (query: MembersQuery, signal?: AbortSignal) => apiRequest<MembersPage>(`/api/teams/members?${membersSearch(query)}`, signal ? { signal } : {}),
  bulk: (request: BulkMembersRequest) => apiRequest<BulkMembersResponse>('/api/teams/members/bulk', { body: request }),
  invite: (request: BulkInvitesRequest) => apiRequest<BulkInvitesResponse>('/api/teams/invites/bulk', { body: request }),
  /** Every member matching the search, in the table's order (page and size do not apply). */
  exportCsv: ({ q, sort, dir }: MembersQuery) => downloadCsv(`/api/teams/members?${membersSearch({ q, sort, dir })}`, 'selecta-team-members.csv'),
};
