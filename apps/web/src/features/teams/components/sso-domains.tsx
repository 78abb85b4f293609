import type { SsoDomain, TeamSso } from '@selecta/shared/team-sso';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { teamSsoApi } from '../api/team-sso-api.ts';
import { useSsoErrorText } from '../use-sso-error.ts';

/** The claimed email domains: add one, publish its TXT record, press Verify; verified ones can be dropped. */
export function SsoDomains({ sso, onChange }: { sso: TeamSso; onChange: (sso: TeamSso) => void }) {
  const { t } = useTranslation('teams');
  const errorText = useSsoErrorText('domain');
  const [domain, setDomain] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<string>();

  async function run(key: string, action: () => Promise<TeamSso>) {
    setBusy(key);
    setError(undefined);
    try {
      onChange(await action());
      return true;
    } catch (e) {
      setError(errorText(e));
      return false;
    } finally {
      setBusy(undefined);
    }
  }

  async function add(event: React.FormEvent) {
    event.preventDefault();
    if (await run('add', () => teamSsoApi.addDomain(domain))) setDomain('');
  }

  return (
    <div className="grid gap-3 border-t pt-6 lg:border-t-0 lg:pt-0" data-testid="sso-domains">
      <h3 className="text-sm font-semibold">{t('sso.domains')}</h3>
      <p className="text-sm text-muted-foreground">{t('sso.domainsHelp')}</p>
      <form className="flex flex-wrap items-end gap-3" noValidate onSubmit={(e) => void add(e)}>
        <div className="grid min-w-0 flex-1 basis-48 gap-2">
          <Label htmlFor="sso-domain">{t('sso.domain')}</Label>
          <Input id="sso-domain" placeholder="example.com" autoComplete="off" value={domain} onChange={(e) => setDomain(e.target.value)} />
        </div>
        <Button type="submit" variant="outline" disabled={busy !== undefined}>
          {t('sso.addDomain')}
        </Button>
      </form>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <ul className="grid gap-3">
        {sso.domains.map((row) => (
          <DomainRow key={row.id} row={row} busy={busy} onVerify={() => void run(row.id, () => teamSsoApi.verifyDomain(row.id))} onRemove={() => void run(row.id, () => teamSsoApi.removeDomain(row.id))} />
        ))}
      </ul>
    </div>
  );
}

function DomainRow({ row, busy, onVerify, onRemove }: { row: SsoDomain; busy: string | undefined; onVerify: () => void; onRemove: () => void }) {
  const { t } = useTranslation('teams');
  return (
    <li className="grid gap-2 rounded-md border p-3" data-testid="sso-domain">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="break-all font-medium">{row.domain}</span>
        <span className={row.verifiedAt ? 'text-sm text-emerald-700 dark:text-emerald-400' : 'text-sm text-muted-foreground'} data-testid="sso-domain-status">
          {row.verifiedAt ? t('sso.verified') : t('sso.pending')}
        </span>
      </div>
      {row.verifiedAt ? null : (
        <dl className="grid gap-1 text-sm">
          <dt className="text-muted-foreground">{t('sso.recordName')}</dt>
          <dd>
            <code className="break-all rounded bg-muted px-1.5 py-0.5">{row.recordName}</code>
          </dd>
          <dt className="text-muted-foreground">{t('sso.recordValue')}</dt>
          <dd>
            <code className="break-all rounded bg-muted px-1.5 py-0.5" data-testid="sso-record-value">
              {row.recordValue}
            </code>
          </dd>
        </dl>
      )}
      <div className="flex flex-wrap gap-2">
        {row.verifiedAt ? null : (
          <Button type="button" size="sm" disabled={busy !== undefined} onClick={onVerify}>
            {busy === row.id ? t('sso.verifying') : t('sso.verify')}
          </Button>
        )}
        <Button type="button" size="sm" variant="ghost" disabled={busy !== undefined} onClick={onRemove} aria-label={t('sso.removeDomain', { domain: row.domain })}>
          {t('sso.remove')}
        </Button>
      </div>
    </li>
  );
}
