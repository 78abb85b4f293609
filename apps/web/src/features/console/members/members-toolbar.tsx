import { Download, Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { notifyError } from '@/lib/notify.ts';
import { membersApi } from './members-api.ts';
import type { MembersSearch } from './use-members-search.ts';

/** The search by email (sent on submit: one request per search, not per keystroke), the count, and the CSV export. */
export function MembersToolbar({ search, total, onSearch }: { search: MembersSearch; total: number | null; onSearch: (q: string) => void }) {
  const { t } = useTranslation('console');
  const [text, setText] = useState(search.q);
  const [exporting, setExporting] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      await membersApi.exportCsv({ q: search.q, sort: search.sort, dir: search.dir });
    } catch {
      notifyError(t('members.exportFailed'));
    } finally {
      setExporting(false);
    }
  };
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <form role="search" onSubmit={submit} className="flex w-full min-w-0 items-center gap-2 sm:w-auto sm:flex-1">
        <Input
          type="search"
          aria-label={t('members.search')}
          placeholder={t('members.search')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          className="min-w-0 flex-1 sm:max-w-xs"
          maxLength={320}
        />
        <Button type="submit" variant="outline">
          <Search aria-hidden />
          {t('members.searchButton')}
        </Button>
      </form>
      <div className="flex items-center gap-3">
        {total === null ? null : (
          <p className="text-sm text-muted-foreground" role="status" data-testid="members-total">
            {search.q ? t('members.matching', { count: total, q: search.q }) : t('members.total', { count: total })}
          </p>
        )}
        <Button type="button" variant="outline" onClick={() => void exportCsv()} disabled={exporting}>
          <Download aria-hidden />
          {t('members.export')}
        </Button>
      </div>
    </div>
  );
}
