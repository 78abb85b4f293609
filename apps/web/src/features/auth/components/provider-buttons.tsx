import type { Provider } from '@supabase/supabase-js';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { type AuthProvider, getRuntimeConfig } from '@/config/runtime-config.ts';
import { notifyError } from '@/lib/notify.ts';
import { authClient } from '../auth-form-code.ts';
import { ProviderIcon } from './provider-icon.tsx';

/**
 * "Continue with …" for exactly the providers the server has (runtime config). supabase-js sends the browser to the
 * provider; it comes back to this page (keeping a team invite), signed in, and the page moves on.
 */
export function ProviderButtons() {
  const { t, i18n } = useTranslation('auth');
  const [params] = useSearchParams();
  const [leaving, setLeaving] = useState<AuthProvider>();
  // The pages are prerendered once for every server; the providers are this server's, so they show after hydration.
  const [providers, setProviders] = useState<AuthProvider[]>([]);
  useEffect(() => setProviders(getRuntimeConfig().authProviders), []);
  if (providers.length === 0) return null;

  async function go(provider: AuthProvider) {
    setLeaving(provider);
    const invite = params.get('invite');
    const back = new URL(`/${i18n.language}/auth`, window.location.origin);
    back.searchParams.set('login', 'true');
    if (invite) back.searchParams.set('invite', invite);
    // supabase-js's type lists GoTrue's built-in names; `oidc` (the generic provider) passes through the same way.
    const { error } = await (await authClient()).auth.signInWithOAuth({ provider: provider as Provider, options: { redirectTo: back.toString() } });
    if (error) {
      setLeaving(undefined);
      notifyError(t('oauth.failed'), { description: t('oauth.errors.generic'), duration: 6000 });
    }
  }

  return (
    <div className="grid gap-2">
      {providers.map((provider) => (
        <Button key={provider} type="button" variant="outline" size="lg" className="h-auto min-h-10 whitespace-normal py-2" disabled={leaving !== undefined} onClick={() => void go(provider)}>
          <ProviderIcon provider={provider} />
          {leaving === provider ? t('oauth.redirecting') : t('oauth.continueWith', { provider: t(`oauth.names.${provider}`) })}
        </Button>
      ))}
      <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        {t('login.or')}
        <span className="h-px flex-1 bg-border" />
      </div>
    </div>
  );
}
