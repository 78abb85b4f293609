import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { ApiRequestError } from '@/lib/api-client.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { fetchTeamMfa, saveTeamMfa } from '../api/mfa-api.ts';

/**
 * The team's two-step verification policy (decision 046): the owner's switch, and a line for everyone else. Self-contained,
 * so the dashboard's Security section can hold it wherever it goes.
 */
export function TeamPolicyCard({ owner }: { owner: boolean }) {
  const { t } = useTranslation('two-step');
  const id = useId();
  const [required, setRequired] = useState<boolean>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    fetchTeamMfa().then((answer) => setRequired(answer.required), () => setError(t('errors.generic')));
  }, [t]);

  async function change(next: boolean) {
    const before = required;
    // The switch moves at once; a refusal puts it back and says why.
    setRequired(next);
    setBusy(true);
    setError(undefined);
    try {
      setRequired((await saveTeamMfa(next)).required);
      notifySuccess(t('policy.saved'));
    } catch (failed) {
      setRequired(before);
      setError(t(failed instanceof ApiRequestError && failed.code === 'mfa_enroll_first' ? 'policy.enrollFirst' : 'errors.generic'));
    } finally {
      setBusy(false);
    }
  }

  if (!owner) return required ? <p className="text-sm text-muted-foreground" data-testid="team-mfa-required">{t('policy.readOnly')}</p> : null;
  return (
    <Card data-testid="team-mfa-card">
      <CardHeader>
        <CardTitle>{t('policy.title')}</CardTitle>
        <CardDescription>{t('policy.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <label htmlFor={id} className="flex items-center gap-3 text-sm font-medium">
          <input id={id} type="checkbox" role="switch" className="size-4" checked={required ?? false} disabled={required === undefined || busy} onChange={(e) => void change(e.target.checked)} aria-describedby={`${id}-state`} />
          {t('policy.toggle')}
        </label>
        <p id={`${id}-state`} className="text-sm text-muted-foreground">
          {required ? t('policy.on') : t('policy.off')}
        </p>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
