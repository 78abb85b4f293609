import type { BulkInvitesResponse } from '@selecta/shared/team-members';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils.ts';

const delivered = new Set(['invited']);

/** Each address and what became of it, problems first so a long list does not hide them. */
export function InviteResults({ results }: { results: BulkInvitesResponse['results'] }) {
  const { t } = useTranslation('console');
  const invited = results.filter((r) => delivered.has(r.result)).length;
  const ordered = [...results.filter((r) => !delivered.has(r.result)), ...results.filter((r) => delivered.has(r.result))];
  return (
    <div className="grid gap-2" data-testid="invite-results">
      <p role="status" className="text-sm font-medium">
        {t('invite.summary', { invited, problems: results.length - invited })}
      </p>
      <ul aria-label={t('invite.results')} className="grid max-h-80 gap-1 overflow-y-auto rounded-md border p-2 text-sm">
        {ordered.map((r, index) => (
          <li key={`${r.email}-${index}`} className="flex flex-wrap justify-between gap-x-4" data-result={r.result}>
            <span className="break-all">{r.email}</span>
            <span className={cn(delivered.has(r.result) ? 'text-muted-foreground' : 'font-medium text-destructive')}>{t(`invite.result.${r.result}`)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
