import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { pageSizes } from './use-members-search.ts';

/** Page turns and the page's size (at most 50 rows, the server's bound). */
export function MembersPager({ page, size, total, onPage, onSize }: { page: number; size: number; total: number; onPage: (page: number) => void; onSize: (size: number) => void }) {
  const { t } = useTranslation('console');
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <nav aria-label={t('members.pagination')} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <label htmlFor={sizeId} className="flex items-center gap-2">
        {t('members.perPage')}
        <select id={sizeId} className="h-9 rounded-md border bg-background px-2" value={size} onChange={(e) => onSize(Number(e.target.value))}>
          {pageSizes.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </label>
      <div className="flex items-center gap-2">
        <span data-testid="members-page">{t('members.pageOf', { page: Math.min(page, pages), pages })}</span>
        <Button type="button" variant="outline" size="sm" aria-label={t('members.previous')} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden />
        </Button>
        <Button type="button" variant="outline" size="sm" aria-label={t('members.next')} disabled={page >= pages} onClick={() => onPage(page + 1)}>
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
