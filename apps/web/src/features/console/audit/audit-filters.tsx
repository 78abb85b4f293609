import { auditEventGroups, auditEventNames } from '@selecta/shared/audit';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import type { AuditFilters } from './audit-api.ts';
import { useAuditWording } from './audit-wording.ts';

const selectClass = 'h-10 w-full min-w-0 rounded-md border bg-background px-2 text-sm';

/** Event (one, or a whole group), person (their email) and a range of UTC days; applied together. */
export function AuditFiltersForm({ filters, onApply }: { filters: AuditFilters; onApply: (filters: AuditFilters) => void }) {
  const { t } = useTranslation('audit');
  const { label } = useAuditWording();
  const id = useId();
  const [draft, setDraft] = useState<AuditFilters>(filters);
  const set = (key: keyof AuditFilters) => (value: string) => setDraft((d) => ({ ...d, [key]: value.trim() || undefined }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form role="search" aria-label={t('filters.title')} onSubmit={submit} className="grid gap-3 rounded-xl border p-4 sm:grid-cols-2 lg:grid-cols-[2fr_2fr_1fr_1fr_auto] lg:items-end">
      <div className="grid min-w-0 gap-2">
        <Label htmlFor={`${id}-event`}>{t('filters.event')}</Label>
        <select id={`${id}-event`} className={selectClass} value={draft.event ?? ''} onChange={(e) => set('event')(e.target.value)}>
          <option value="">{t('filters.allEvents')}</option>
          {auditEventGroups.map((group) => (
            <optgroup key={group} label={t(`groups.${group}` as 'groups.member')}>
              <option value={`${group}.*`}>{t('filters.group', { group: t(`groups.${group}` as 'groups.member') })}</option>
              {auditEventNames
                .filter((name) => name.startsWith(`${group}.`))
                .map((name) => (
                  <option key={name} value={name}>
                    {label(name)}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="grid min-w-0 gap-2">
        <Label htmlFor={`${id}-actor`}>{t('filters.person')}</Label>
        <Input id={`${id}-actor`} type="email" value={draft.actor ?? ''} onChange={(e) => set('actor')(e.target.value)} maxLength={320} />
      </div>
      <div className="grid min-w-0 gap-2">
        <Label htmlFor={`${id}-from`}>{t('filters.from')}</Label>
        <Input id={`${id}-from`} type="date" value={draft.from ?? ''} onChange={(e) => set('from')(e.target.value)} />
      </div>
      <div className="grid min-w-0 gap-2">
        <Label htmlFor={`${id}-to`}>{t('filters.to')}</Label>
        <Input id={`${id}-to`} type="date" value={draft.to ?? ''} onChange={(e) => set('to')(e.target.value)} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit">{t('filters.apply')}</Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setDraft({});
            onApply({});
          }}
        >
          {t('filters.clear')}
        </Button>
      </div>
    </form>
  );
}
