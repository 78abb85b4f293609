import type { MfaRecoveryState } from '@selecta/shared/team-mfa';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { ApiRequestError } from '@/lib/api-client.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { getSupabase } from '@/lib/supabase.ts';
import { cancelRecovery, completeRecovery, confirmRecovery, fetchRecovery, startRecovery } from '../api/mfa-api.ts';
import { sixDigits } from '../code-error.ts';
import { CodeField } from './code-field.tsx';

type ErrorKey = 'recovery.errors.password' | 'recovery.errors.code' | 'recovery.errors.wait' | 'recovery.errors.generic';
const errorKey = (error: unknown): ErrorKey => {
  const code = error instanceof ApiRequestError ? error.code : undefined;
  if (code === 'invalid_credentials' || code === 'validation_failed') return 'recovery.errors.password';
  if (code === 'mfa_recovery_code_invalid') return 'recovery.errors.code';
  if (code === 'over_email_send_rate_limit') return 'recovery.errors.wait';
  return 'recovery.errors.generic';
};

/**
 * "Lost your phone?" (decision 046): the password, then the code mailed to the account, start a waiting period; once it
 * is over, the password again removes two-step verification and signs out everywhere.
 */
export function RecoveryPanel({ onBack }: { onBack: () => void }) {
  const { t, i18n } = useTranslation('two-step');
  const passwordId = useId();
  const [recovery, setRecovery] = useState<MfaRecoveryState>();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<ErrorKey>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    fetchRecovery().then(setRecovery, () => setError('recovery.errors.generic'));
  }, []);

  async function act(step: () => Promise<void>) {
    setBusy(true);
    setError(undefined);
    try {
      await step();
    } catch (failed) {
      setError(errorKey(failed));
    } finally {
      setBusy(false);
    }
  }

  const onPassword = (event: FormEvent) => {
    event.preventDefault();
    void act(async () => {
      if (recovery?.state === 'ready') {
        await completeRecovery(password, i18n.language);
        notifySuccess(t('recovery.done'), { description: t('recovery.doneDescription'), duration: 8000 });
        // Every session ended on the server; this one goes locally.
        await getSupabase().auth.signOut({ scope: 'local' });
        return;
      }
      setRecovery(await startRecovery(password, i18n.language));
      setPassword('');
    });
  };
  const onCode = (event: FormEvent) => {
    event.preventDefault();
    const digits = sixDigits(code);
    if (!digits) return setError('recovery.errors.code');
    void act(async () => setRecovery(await confirmRecovery(digits, i18n.language)));
  };

  if (!recovery) return <p className="text-sm text-muted-foreground">{error ? t(error) : '…'}</p>;
  const date = recovery.readyAt ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(recovery.readyAt)) : '';
  const message = error ? (
    <p role="alert" className="text-sm text-destructive">
      {t(error)}
    </p>
  ) : null;
  const passwordForm = (submitLabel: string) => (
    <form className="grid gap-3" noValidate onSubmit={onPassword}>
      <div className="grid gap-2">
        <Label htmlFor={passwordId}>{t('recovery.password')}</Label>
        <Input id={passwordId} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </div>
      {message}
      <Button type="submit" disabled={busy || !password}>
        {busy ? t('recovery.starting') : submitLabel}
      </Button>
    </form>
  );

  return (
    <div className="grid gap-4 text-sm" data-testid="two-step-recovery">
      {recovery.state === 'none' && (
        <>
          <p>{t('recovery.intro', { hours: recovery.waitHours })}</p>
          {passwordForm(t('recovery.start'))}
        </>
      )}
      {recovery.state === 'code_sent' && (
        <form className="grid gap-3" noValidate onSubmit={onCode}>
          <p role="status">{t('recovery.codeSent')}</p>
          <CodeField label={t('recovery.codeLabel')} value={code} onChange={setCode} error={error ? t(error) : undefined} autoFocus />
          <Button type="submit" disabled={busy}>
            {t('recovery.confirm')}
          </Button>
        </form>
      )}
      {recovery.state === 'waiting' && <p role="status">{t('recovery.waiting', { date })}</p>}
      {recovery.state === 'ready' && (
        <>
          <p>{t('recovery.ready')}</p>
          {passwordForm(t('recovery.finish'))}
        </>
      )}
      {recovery.state === 'code_sent' || recovery.state === 'waiting' ? (
        <Button type="button" variant="ghost" disabled={busy} onClick={() => void act(async () => setRecovery(await cancelRecovery()))}>
          {t('recovery.cancel')}
        </Button>
      ) : null}
      <button type="button" className="justify-self-start text-primary underline-offset-4 hover:underline" onClick={onBack}>
        {t('recovery.back')}
      </button>
    </div>
  );
}
