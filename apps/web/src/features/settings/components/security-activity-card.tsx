import { securityActivityDays, type SecurityEvent } from '@selecta/shared/security-activity';
import { KeyRound, Link2, LogIn, LogOut, Mail, ShieldCheck, Unlink } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { getSecurityActivity } from '../api/security-activity.ts';
import { browserLabel, displayAddress, securityEventTitle } from '../security-event-text.ts';
import { SignOutEverywhere } from './sign-out-everywhere.tsx';

/** The API answers up to 200 events at once; the card shows them a screenful at a time. */
const pageSize = 10;

const icons: Record<SecurityEvent['kind'], typeof LogIn> = {
  sign_in: LogIn,
  password_changed: KeyRound,
  email_changed: Mail,
  identity_linked: Link2,
  identity_unlinked: Unlink,
  sessions_ended: LogOut,
  two_step_enrolled: ShieldCheck,
  two_step_removed: ShieldCheck,
  two_step_recovery_started: ShieldCheck,
};

/**
 * Settings' "Security activity" (issue 29): the account's sign-ins (how, when, from which browser and address) and
 * security changes of the last 90 days, so a person can spot an access they did not make, and end every session.
 */
export function SecurityActivityCard() {
  const { t, i18n } = useTranslation(['settings', 'auth']);
  const [events, setEvents] = useState<SecurityEvent[] | 'failed'>();
  const [shown, setShown] = useState(pageSize);

  const load = useCallback(async (signal?: AbortSignal) => {
    try {
      const { events: loaded } = await getSecurityActivity(signal);
      setEvents(loaded);
    } catch {
      if (!signal?.aborted) setEvents('failed');
    }
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const visible = Array.isArray(events) ? events.slice(0, shown) : [];

  return (
    <Card data-testid="security-activity">
      <CardHeader>
        <CardTitle>{t('settings:security.title')}</CardTitle>
        <CardDescription>{t('settings:security.description', { days: securityActivityDays })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {events === undefined ? <p className="text-sm text-muted-foreground">{t('settings:loading')}</p> : null}
        {events === 'failed' ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
            <span className="text-destructive">{t('settings:security.loadFailed')}</span>
            <Button type="button" variant="outline" size="sm" onClick={() => void load()}>
              {t('settings:security.retry')}
            </Button>
          </div>
        ) : null}
        {Array.isArray(events) && events.length === 0 ? <p className="text-sm text-muted-foreground">{t('settings:security.empty', { days: securityActivityDays })}</p> : null}
        {visible.length > 0 ? (
          <ul className="grid divide-y rounded-md border" aria-label={t('settings:security.listLabel')}>
            {visible.map((event) => {
              const Icon = icons[event.kind];
              return (
                <li key={event.id} className="flex gap-3 p-3" data-testid="security-event">
                  <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                  <div className="grid min-w-0 gap-0.5">
                    <p className="font-medium">{securityEventTitle(t, event)}</p>
                    {/* Time, browser and address wrap as whole pieces on a phone; only a long IPv6 address breaks inside. */}
                    <p className="flex flex-wrap gap-x-1.5 text-sm text-muted-foreground">
                      <time dateTime={event.at}>{when.format(new Date(event.at))}</time>
                      <span aria-hidden="true">·</span>
                      <span>{browserLabel(t, event.userAgent)}</span>
                      <span aria-hidden="true">·</span>
                      <span className="[overflow-wrap:anywhere]">{event.ip ? t('settings:security.address', { ip: displayAddress(event.ip) }) : t('settings:security.unknownAddress')}</span>
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        ) : null}
        {Array.isArray(events) && events.length > shown ? (
          <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
            <Button type="button" variant="outline" size="sm" onClick={() => setShown((n) => n + pageSize)}>
              {t('settings:security.showMore')}
            </Button>
            <span aria-live="polite">{t('settings:security.shown', { shown: visible.length, total: events.length })}</span>
          </div>
        ) : null}
        <SignOutEverywhere onOthersSignedOut={() => void load()} />
      </CardContent>
    </Card>
  );
}
