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

/** Deleting the account, confirmed by typing its email; then signed out everywhere and back home. */
export function DeleteAccountCard({ email }: { email: string }) {
  const { t, i18n } = useTranslation('settings');
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (typed.trim().toLowerCase() !== email.toLowerCase()) {
      setError(t('errors.emailMismatch'));
      return;
    }
    setBusy(true);
    try {
      await deleteAccount({ email: typed });
      await forgetDeletedSession();
      toast.success(t('delete.done.title'), { description: t('delete.done.description') });
      void navigate(paths.home.getHref(i18n.language), { replace: true });
    } catch (caught) {
      setBusy(false);
      if (caught instanceof ApiRequestError && caught.code === 'email_mismatch') setError(t('errors.emailMismatch'));
      else toast.error(t('errors.generic.title'), { description: t('errors.generic.description') });
    }
  }

  return (
    <Card className="border-destructive/50">
      <CardHeader>
        <CardTitle>{t('delete.title')}</CardTitle>
        <CardDescription>{t('delete.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid max-w-md gap-4" noValidate onSubmit={onSubmit}>
          <FormField label={t('delete.confirmLabel', { email })} error={error ? { type: 'validate', message: error } : undefined}>
            {(p) => (
              <Input
                type="email"
                autoComplete="off"
                value={typed}
                onChange={(e) => {
                  setTyped(e.target.value);
                  setError(null);
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
