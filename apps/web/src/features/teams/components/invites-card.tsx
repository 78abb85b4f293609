import type { InviteRole, TeamInvite } from '@selecta/shared/teams';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { toLocale } from '@/lib/i18n.ts';
import { notify, notifySuccess } from '@/lib/notify.ts';
import { teamsApi } from '../api/teams-api.ts';
import { useTeamAction } from '../use-team-error.ts';

/** Invite by email (the mail goes out in the page's language), and the pending invitations to resend or revoke. */
export function InvitesCard({ invites, onChange }: { invites: TeamInvite[]; onChange: () => void }) {
  const { t, i18n } = useTranslation('teams');
  const locale = toLocale(i18n.language);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InviteRole>('member');
  const [busy, setBusy] = useState(false);
  const run = useTeamAction(onChange);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const sentTo = email.trim();
    if (await run(() => teamsApi.invite(sentTo, role, locale))) {
      notifySuccess(t('invites.sent', { email: sentTo }));
      setEmail('');
    }
    setBusy(false);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('invites.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <form className="grid gap-3" onSubmit={(e) => void submit(e)}>
          <div className="grid gap-2">
            <Label htmlFor="invite-email">{t('invites.email')}</Label>
            <Input id="invite-email" type="email" required autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
          </div>
          <div className="flex flex-wrap items-end gap-3">
            <div className="grid gap-2">
              <Label htmlFor="invite-role">{t('invites.role')}</Label>
              <select id="invite-role" className="h-10 rounded-md border bg-background px-2 text-sm" value={role} onChange={(e) => setRole(e.target.value as InviteRole)}>
                <option value="member">{t('role.member')}</option>
                <option value="admin">{t('role.admin')}</option>
              </select>
            </div>
            <Button type="submit" disabled={busy}>
              {t('invites.submit')}
            </Button>
          </div>
        </form>
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold">{t('invites.pending')}</h3>
          {invites.length === 0 ? <p className="text-sm text-muted-foreground">{t('invites.none')}</p> : null}
          <ul className="grid gap-3" data-testid="team-invites">
            {invites.map((invite) => (
              <li key={invite.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span className="grid min-w-0">
                  <span className="break-all">{invite.email}</span>
                  <span className="text-xs text-muted-foreground">
                    {t(`role.${invite.role}`)} · {invite.status === 'expired' ? t('invites.expired') : t('invites.expires', { date: date.format(new Date(invite.expiresAt)) })}
                  </span>
                </span>
                <span className="flex gap-2">
                  <Button size="sm" variant="outline" aria-label={`${t('invites.resend')} ${invite.email}`} onClick={() => void run(() => teamsApi.resend(invite.id, locale)).then((ok) => ok && notify(t('invites.resent', { email: invite.email })))}>
                    {t('invites.resend')}
                  </Button>
                  <Button size="sm" variant="ghost" aria-label={`${t('invites.revoke')} ${invite.email}`} onClick={() => void run(() => teamsApi.revoke(invite.id)).then((ok) => ok && notify(t('invites.revoked', { email: invite.email })))}>
                    {t('invites.revoke')}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}
