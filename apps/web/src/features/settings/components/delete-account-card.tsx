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

/** The server's refusals and the field each belongs to. */
const serverErrors: Record<string, { field: 'email' | 'password'; key: string }> = {
  email_mismatch: { field: 'email', key: 'errors.emailMismatch' },
  current_password_required: { field: 'password', key: 'errors.currentRequired' },
  current_password_mismatch: { field: 'password', key: 'errors.currentWrong' },
};

/** Deleting the account, confirmed by typing its email and proved with the password; then signed out and back home. */
export function DeleteAccountCard({ email }: { email: string }) {
  const { t, i18n } = useTranslation('settings');
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const found = {
      ...(typed.trim().toLowerCase() !== email.toLowerCase() ? { email: t('errors.emailMismatch') } : {}),
      ...(password === '' ? { password: t('errors.currentRequired') } : {}),
    };
    setErrors(found);
    if (found.email || found.password) return;
    setBusy(true);
    try {
      await deleteAccount({ email: typed, password });
      await forgetDeletedSession();
      toast.success(t('delete.done.title'), { description: t('delete.done.description') });
      void navigate(paths.home.getHref(i18n.language), { replace: true });
    } catch (caught) {
      setBusy(false);
      const field = caught instanceof ApiRequestError ? serverErrors[caught.code] : undefined;
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
                  setErrors(({ password: kept }) => (kept ? { password: kept } : {}));
                }}
                {...p}
              />
            )}
          </FormField>
          <FormField label={t('delete.passwordLabel')} error={fieldError(errors.password)}>
            {(p) => (
              <Input
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => {
                  setPassword(e.target.value);
                  setErrors(({ email: kept }) => (kept ? { email: kept } : {}));
                }}
                {...p}
              />
            )}
          </FormField>
          <Button type="submit" variant="destructive" className="justify-self-start" disabled={busy}>
            {busy ? t('delete.submitting') : t('delete.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
