import type { TeamSso } from '@selecta/shared/team-sso';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { teamSsoApi } from '../api/team-sso-api.ts';
import { useSsoErrorText } from '../use-sso-error.ts';

/** The IdP's issuer, client id and secret. The secret is write-only: once saved the field only says it is set. */
export function SsoProviderForm({ sso, onSaved }: { sso: TeamSso; onSaved: (sso: TeamSso) => void }) {
  const { t } = useTranslation('teams');
  const errorText = useSsoErrorText();
  const [values, setValues] = useState({ issuer: sso.provider?.issuer ?? '', clientId: sso.provider?.clientId ?? '', clientSecret: '' });
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const field = (name: keyof typeof values) => ({ value: values[name], onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValues({ ...values, [name]: e.target.value }) });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const { issuer, clientId, clientSecret } = values;
      onSaved(await teamSsoApi.saveProvider({ issuer, clientId, ...(clientSecret ? { clientSecret } : {}) }));
      setValues({ ...values, clientSecret: '' });
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="grid gap-3" noValidate onSubmit={(e) => void submit(e)} data-testid="sso-provider-form">
      <FormField label={t('sso.issuer')}>{(p) => <Input type="url" inputMode="url" placeholder="https://login.example.com" required {...p} {...field('issuer')} />}</FormField>
      <FormField label={t('sso.clientId')}>{(p) => <Input autoComplete="off" required {...p} {...field('clientId')} />}</FormField>
      <FormField label={sso.provider?.hasSecret ? t('sso.clientSecretSet') : t('sso.clientSecret')}>
        {(p) => <Input type="password" autoComplete="new-password" placeholder={sso.provider?.hasSecret ? t('sso.secretPlaceholder') : ''} {...p} {...field('clientSecret')} />}
      </FormField>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" className="justify-self-start" disabled={busy}>
        {busy ? t('sso.checking') : sso.provider ? t('sso.update') : t('sso.connect')}
      </Button>
    </form>
  );
}
