import { useInfiniteQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { ApiRequestError } from '@/lib/api-client.ts';
import { notifyError } from '@/lib/notify.ts';
import { auditApi } from './audit-api.ts';
import { AuditFiltersForm } from './audit-filters.tsx';
import { AuditTable } from './audit-table.tsx';
import { useAuditFilters } from './use-audit-filters.ts';

/**
 * The team's audit log (decision 044's API): filters in the address, 50 events at a time newest first, older ones
 * fetched with the page's `next` cursor, and the CSV of every match.
 */
export function AuditLog() {
  const { t } = useTranslation('audit');
  const { filters, apply } = useAuditFilters();
  const [exporting, setExporting] = useState(false);
  const log = useInfiniteQuery({
    queryKey: ['team', 'audit', filters],
    queryFn: ({ pageParam, signal }) => auditApi.page({ ...filters, limit: 50, ...(pageParam ? { before: pageParam } : {}) }, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
  });
  const events = log.data?.pages.flatMap((page) => page.events) ?? [];
  const filtered = Object.keys(filters).length > 0;
  const exportCsv = async () => {
    setExporting(true);
    try {
      await auditApi.exportCsv(filters);
    } catch {
      notifyError(t('exportFailed'));
    } finally {
      setExporting(false);
    }
  };
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4">
      {/* Keyed by the address's filters: going back to another view shows its own values. */}
      <AuditFiltersForm key={JSON.stringify(filters)} filters={filters} onApply={apply} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-muted-foreground" data-testid="audit-count">
          {log.isSuccess ? t('shown', { count: events.length }) : null}
        </p>
        <Button type="button" variant="outline" onClick={() => void exportCsv()} disabled={exporting}>
          <Download aria-hidden />
          {t('export')}
        </Button>
      </div>
      {log.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {log.error instanceof ApiRequestError && log.error.status === 400 ? t('invalid') : t('exportFailed')}
        </p>
      ) : null}
      {log.isSuccess && events.length === 0 ? <p className="text-sm text-muted-foreground">{filtered ? t('none') : t('empty')}</p> : null}
      {events.length > 0 ? <AuditTable events={events} /> : null}
      {log.hasNextPage ? (
        <Button type="button" variant="outline" className="justify-self-center" disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
          {t('more')}
        </Button>
      ) : null}
    </div>
  );
}
