import { type BulkInvitesResponse, maxBulkInvites } from '@selecta/shared/team-members';
import type { InviteRole } from '@selecta/shared/teams';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useTeamError } from '@/features/teams/use-team-error.ts';
import { toLocale } from '@/lib/i18n.ts';
import { membersApi } from '../members/members-api.ts';
import { InviteResults } from './invite-results.tsx';
import { parseAddresses } from './parse-addresses.ts';

/** Invite many at once (decision 044's `POST /api/teams/invites/bulk`): pasted or from a CSV, each address answered. */
export function InviteManyCard({ onInvited }: { onInvited: () => void }) {
  const { t, i18n } = useTranslation('console');
  const { t: tt } = useTranslation('teams');
  const fail = useTeamError();
  const ids = { text: useId(), file: useId(), role: useId(), error: useId() };
  const [text, setText] = useState('');
  const [role, setRole] = useState<InviteRole>('member');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<BulkInvitesResponse['results'] | null>(null);

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    try {
      setText(parseAddresses(await file.text()).join('\n'));
      setProblem(null);
    } catch {
      setProblem(t('invite.fileFailed'));
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const emails = parseAddresses(text);
    if (emails.length === 0) return setProblem(t('invite.empty'));
    if (emails.length > maxBulkInvites) return setProblem(t('invite.tooMany', { max: maxBulkInvites, count: emails.length }));
    setProblem(null);
    setBusy(true);
    try {
      const answer = await membersApi.invite({ emails, role, locale: toLocale(i18n.language) });
      setResults(answer.results);
      if (answer.results.some((r) => r.result === 'invited' || r.result === 'mail_failed')) onInvited();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card data-testid="invite-many">
      <CardHeader>
        <CardTitle>{t('invite.title')}</CardTitle>
        <CardDescription>{t('invite.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
          <div className="grid gap-2">
            <Label htmlFor={ids.text}>{t('invite.addresses')}</Label>
            <textarea
              id={ids.text}
              rows={5}
              className="min-w-0 rounded-md border bg-background px-3 py-2 text-sm"
              value={text}
              onChange={(e) => setText(e.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? ids.error : undefined}
            />
          </div>
          <div className="flex flex-wrap items-end gap-4">
            <div className="grid gap-2">
              <Label htmlFor={ids.file}>{t('invite.file')}</Label>
              <input id={ids.file} type="file" accept=".csv,text/csv,text/plain" className="max-w-full text-sm" onChange={(e) => void readFile(e)} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={ids.role}>{t('invite.role')}</Label>
              <select id={ids.role} className="h-10 rounded-md border bg-background px-2 text-sm" value={role} onChange={(e) => setRole(e.target.value as InviteRole)}>
                <option value="member">{tt('role.member')}</option>
                <option value="admin">{tt('role.admin')}</option>
              </select>
            </div>
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {t('invite.submit')}
            </Button>
          </div>
          {problem ? (
            <p id={ids.error} role="alert" className="text-sm text-destructive">
              {problem}
            </p>
          ) : null}
        </form>
        {results ? <InviteResults results={results} /> : null}
      </CardContent>
    </Card>
  );
}
