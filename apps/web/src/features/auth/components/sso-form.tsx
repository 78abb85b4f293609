import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { authClient, preloadAuthFormCode } from '../auth-form-code.ts';
import { ssoDomainOf, ssoFailureKey } from '../sso-failure.ts';

/**
 * "Sign in with SSO" (supabase-js `signInWithSSO({ domain })`): the work address or the company's domain; the browser
 * goes to the company's identity provider and comes back to this page signed in, like "Continue with …".
 */
export function SsoForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const { t, i18n } = useTranslation('auth');
  const [params] = useSearchParams();
  const [value, setValue] = useState(initialEmail);
  const [error, setError] = useState<string>();
  const [leaving, setLeaving] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const domain = ssoDomainOf(value);
    if (!domain) return setError(t('sso.errors.invalid'));
    setError(undefined);
    setLeaving(true);
    const back = new URL(`/${i18n.language}/auth`, window.location.origin);
    back.searchParams.set('login', 'true');
    const invite = params.get('invite');
    if (invite) back.searchParams.set('invite', invite);
    const { error: failure } = await (await authClient()).auth.signInWithSSO({ domain, options: { redirectTo: back.toString() } });
    if (failure) {
      setLeaving(false);
      setError(t(ssoFailureKey(failure.code), { domain }));
    }
  }

  return (
    <form className="grid gap-4" noValidate onFocus={preloadAuthFormCode} onSubmit={(e) => void submit(e)} data-testid="sso-form">
      <p className="text-sm text-muted-foreground">{t('sso.intro')}</p>
      <FormField label={t('sso.field')} error={error ? { type: 'server', message: error } : undefined}>
        {(p) => <Input type="text" inputMode="email" autoComplete="email" placeholder={t('sso.placeholder')} value={value} onChange={(e) => {
              setValue(e.target.value);
              setError(undefined);
            }} {...p} />}
      </FormField>
      <Button type="submit" size="lg" disabled={leaving}>
        {leaving ? t('oauth.redirecting') : t('sso.submit')}
      </Button>
      <button type="button" className="justify-self-center text-sm font-medium text-primary underline-offset-4 hover:underline" onClick={onBack}>
        {t('sso.otherWay')}
      </button>
    </form>
  );
}
