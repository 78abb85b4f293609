import { type MemberSort, memberSortSchema, membersPageLimit, sortDirSchema } from '@selecta/shared/team-members';
import { useSearchParams } from 'react-router';

export const pageSizes = [10, 25, membersPageLimit.max] as const;

export interface MembersSearch {
  q: string;
  sort: MemberSort;
  dir: 'asc' | 'desc';
  page: number;
  size: number;
}

/**
 * The table's search, sort and page live in the address (`?q=&sort=&dir=&page=&size=`): a view can be bookmarked and
 * shared, and the back button undoes a sort or a page turn. Anything unreadable falls back to the default.
 */
export function useMembersSearch() {
  const [params, setParams] = useSearchParams();
  const sizeParam = Number(params.get('size'));
  const search: MembersSearch = {
    q: params.get('q') ?? '',
    sort: memberSortSchema.catch('role').parse(params.get('sort') ?? undefined),
    dir: sortDirSchema.catch('asc').parse(params.get('dir') ?? undefined),
    page: Math.max(1, Math.floor(Number(params.get('page')) || 1)),
    size: (pageSizes as readonly number[]).includes(sizeParam) ? sizeParam : membersPageLimit.default,
  };
  const update = (patch: Partial<MembersSearch>) => {
    // A new search, order or size starts again at the first page.
    const next = { ...search, page: 1, ...patch };
    const entries: [string, string][] = [];
    if (next.q) entries.push(['q', next.q]);
    if (next.sort !== 'role') entries.push(['sort', next.sort]);
    if (next.dir !== 'asc') entries.push(['dir', next.dir]);
    if (next.page !== 1) entries.push(['page', String(next.page)]);
    if (next.size !== membersPageLimit.default) entries.push(['size', String(next.size)]);
    setParams(new URLSearchParams(entries));
  };
  return { search, update };
}
