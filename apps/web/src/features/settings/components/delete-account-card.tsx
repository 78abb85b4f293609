import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { paths } from '@/config/paths.ts';
import { ApiRequestError } from '@/lib/api-client.ts';
import { deleteAccount } from '../api/delete-account.ts';
import { forgetDeletedSession } from '../api/forget-session.ts';
import { sendDeleteCode } from '../api/send-delete-code.ts';

type Errors = { email?: string; proof?: string };

/** The server's refusals and the field each belongs to. */
const serverErrors: Record<string, { field: keyof Errors; key: string }> = {
  email_mismatch: { field: 'email', key: 'errors.emailMismatch' },
  current_password_required: { field: 'proof', key: 'errors.currentRequired' },
  current_password_mismatch: { field: 'proof', key: 'errors.currentWrong' },
  reauthentication_not_valid: { field: 'proof', key: 'errors.codeWrong' },
};

/**
 * Deleting the account, confirmed by typing its email and proved with the password, or with a code from the account's
 * mailbox where there is no password (signed up with an email code, a provider or single sign-on); then signed out
 * and back home.
 */
export function DeleteAccountCard({ email }: { email: string }) {
  const { t, i18n } = useTranslation('settings');
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [proof, setProof] = useState('');
  const [withCode, setWithCode] = useState(false);
  const [codeNote, setCodeNote] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function mailCode(note: string) {
    setWithCode(true);
    setProof('');
    setErrors(({ email: kept }) => (kept ? { email: kept } : {}));
    setCodeNote(t('delete.sendingCode'));
    const code = await sendDeleteCode().catch(() => 'unknown');
    if (code === null) return setCodeNote(t(note, { email }));
    setCodeNote(null);
    setErrors({ proof: t(code === 'over_email_send_rate_limit' ? 'errors.codeTooSoon' : 'errors.codeNotSent') });
  }

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const found: Errors = {
      ...(typed.trim().toLowerCase() !== email.toLowerCase() ? { email: t('errors.emailMismatch') } : {}),
      ...(proof.trim() === '' ? { proof: t(withCode ? 'errors.codeRequired' : 'errors.currentRequired') } : {}),
    };
    setErrors(found);
    if (found.email || found.proof) return;
    setBusy(true);
    try {
      await deleteAccount(withCode ? { email: typed, nonce: proof.trim() } : { email: typed, password: proof });
      await forgetDeletedSession();
      toast.success(t('delete.done.title'), { description: t('delete.done.description') });
      void navigate(paths.home.getHref(i18n.language), { replace: true });
    } catch (caught) {
      setBusy(false);
      const code = caught instanceof ApiRequestError ? caught.code : undefined;
      // An account without a password confirms with a mailed code: send it, and say why the field changed.
      if (code === 'reauthentication_needed') return void mailCode('delete.noPasswordCodeSent');
      const field = code ? serverErrors[code] : undefined;
      if (field) setErrors({ [field.field]: t(field.key) });
      else toast.error(t('errors.generic.title'), { description: t('errors.generic.description') });
    }
  }

  const fieldError = (message: string | undefined) => (message ? { type: 'validate', message } : undefined);
  return (
    <Card className="border-destructive/50">
      <CardHeader>
        <CardTitle>{t('delete.title')}</CardTitle>
        <CardDescription>{t('delete.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid max-w-md gap-4" noValidate onSubmit={onSubmit}>
          <FormField label={t('delete.confirmLabel', { email })} error={fieldError(errors.email)}>
            {(p) => (
              <Input
                type="email"
                autoComplete="off"
                value={typed}
                onChange={(e) => {
                  setTyped(e.target.value);
                  setErrors(({ proof: kept }) => (kept ? { proof: kept } : {}));
                }}
                {...p}
              />
            )}
          </FormField>
          <div className="grid gap-1">
            <FormField key={withCode ? 'code' : 'password'} label={t(withCode ? 'delete.codeLabel' : 'delete.passwordLabel')} error={fieldError(errors.proof)}>
              {(p) => (
                <Input
                  type={withCode ? 'text' : 'password'}
                  {...(withCode ? { inputMode: 'numeric' as const, autoComplete: 'one-time-code', maxLength: 6 } : { autoComplete: 'current-password' })}
                  value={proof}
                  onChange={(e) => {
                    setProof(e.target.value);
                    setErrors(({ email: kept }) => (kept ? { email: kept } : {}));
                  }}
                  {...p}
                />
              )}
            </FormField>
            {codeNote && (
              <p className="text-sm text-muted-foreground" role="status" data-testid="delete-code-note">
                {codeNote}
              </p>
            )}
            <div className="flex flex-wrap gap-x-4">
              {withCode ? (
                <>
                  <Button type="button" variant="link" className="h-auto max-w-full shrink whitespace-normal px-0 text-left" onClick={() => void mailCode('delete.codeSent')}>
                    {t('delete.resendCode')}
                  </Button>
                  <Button type="button" variant="link" className="h-auto max-w-full shrink whitespace-normal px-0 text-left" onClick={() => (setWithCode(false), setProof(''), setCodeNote(null), setErrors({}))}>
                    {t('delete.usePassword')}
                  </Button>
                </>
              ) : (
                <Button type="button" variant="link" className="h-auto max-w-full shrink whitespace-normal px-0 text-left" onClick={() => void mailCode('delete.codeSent')}>
                  {t('delete.noPassword')}
                </Button>
              )}
            </div>
          </div>
          <Button type="submit" variant="destructive" className="justify-self-start" disabled={busy}>
            {busy ? t('delete.submitting') : t('delete.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
