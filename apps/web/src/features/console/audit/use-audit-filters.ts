import { useSearchParams } from 'react-router';
import type { AuditFilters } from './audit-api.ts';

const keys = ['event', 'actor', 'from', 'to'] as const;

/** The log's filters live in the address (`?event=&actor=&from=&to=`): a filtered view can be bookmarked and shared. */
export function useAuditFilters() {
  const [params, setParams] = useSearchParams();
  const filters: AuditFilters = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? undefined]).filter(([, value]) => value)) as AuditFilters;
  const apply = (next: AuditFilters) => setParams(new URLSearchParams(keys.flatMap((key) => (next[key] ? [[key, next[key]]] : []))));
  return { filters, apply };
}
