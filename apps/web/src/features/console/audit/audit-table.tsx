import type { AuditEvent } from '@selecta/shared/audit';
import { useTranslation } from 'react-i18next';
import { toLocale } from '@/lib/i18n.ts';
import { useAuditWording } from './audit-wording.ts';

/** One row per event: when, what (its label and a sentence), who, and from which address and browser. */
export function AuditTable({ events }: { events: AuditEvent[] }) {
  const { t, i18n } = useTranslation('audit');
  const wording = useAuditWording();
  const when = new Intl.DateTimeFormat(toLocale(i18n.language), { dateStyle: 'medium', timeStyle: 'medium' });
  return (
    <div className="relative overflow-x-auto rounded-xl border">
      <table className="w-full text-sm" data-testid="audit-events">
        <thead className="bg-muted/50 text-left text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">{t('column.at')}</th>
            <th scope="col" className="px-3 py-2 font-medium">{t('column.event')}</th>
            <th scope="col" className="px-3 py-2 font-medium">{t('column.actor')}</th>
            <th scope="col" className="px-3 py-2 font-medium">{t('column.origin')}</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id} className="border-t align-top" data-event={event.event}>
              <td className="whitespace-nowrap px-3 py-2 tabular-nums">
                <time dateTime={event.at}>{when.format(new Date(event.at))}</time>
              </td>
              <td className="min-w-64 px-3 py-2">
                <span className="block font-medium">{wording.label(event.event)}</span>
                <span className="block text-muted-foreground [overflow-wrap:anywhere]">{wording.sentence(event)}</span>
              </td>
              <td className="min-w-48 px-3 py-2 [overflow-wrap:anywhere]">{wording.actor(event.actor)}</td>
              <td className="min-w-40 max-w-56 px-3 py-2 text-muted-foreground">
                <span className="block">{event.ip ?? '—'}</span>
                {event.userAgent ? (
                  <span className="block truncate" title={event.userAgent}>
                    {event.userAgent}
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
