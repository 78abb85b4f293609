import type { Provider, UserIdentity } from '@supabase/supabase-js';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { type AuthProvider, getRuntimeConfig } from '@/config/runtime-config.ts';
import { ProviderIcon } from '@/features/auth/components/provider-icon.tsx';
import { oauthErrorKey, oauthReturnErrorCode } from '@/features/auth/oauth-return-error.ts';
import { getSupabase } from '@/lib/supabase.ts';
import { Building2, Mail } from 'lucide-react';
import { isAuthProvider as isProvider, providerName } from '../provider-name.ts';

/**
 * The ways this account signs in (supabase-js `getUserIdentities`): link another provider (`linkIdentity`, which leaves
 * for the provider and comes back here) or unlink one (`unlinkIdentity`), never the last.
 */
export function SignInMethodsCard() {
  const { t, i18n } = useTranslation(['settings', 'auth']);
  const [identities, setIdentities] = useState<UserIdentity[]>();
  const [available, setAvailable] = useState<AuthProvider[]>([]);
  const [returnError, setReturnError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const { data, error } = await getSupabase().auth.getUserIdentities();
    if (!error) setIdentities(data.identities);
  }, []);
  useEffect(() => {
    setAvailable(getRuntimeConfig().authProviders);
    setReturnError(oauthReturnErrorCode(window.location));
    void load();
  }, [load]);

  async function link(provider: AuthProvider) {
    setBusy(true);
    const redirectTo = `${window.location.origin}/${i18n.language}/settings`;
    // supabase-js's type lists GoTrue's built-in names; `oidc` passes through the same way.
    const { error } = await getSupabase().auth.linkIdentity({ provider: provider as Provider, options: { redirectTo } });
    if (error) {
      setBusy(false);
      toast.error(t('settings:errors.generic.title'), { description: t('settings:errors.generic.description') });
    }
  }

  async function unlink(identity: UserIdentity) {
    setBusy(true);
    const { error } = await getSupabase().auth.unlinkIdentity(identity);
    setBusy(false);
    if (error) {
      const key = error.code === 'single_identity_not_deletable' ? 'settings:methods.lastOne' : 'settings:errors.generic.description';
      toast.error(t('settings:methods.unlinkFailed'), { description: t(key) });
      return;
    }
    toast.success(t('settings:methods.unlinked', { method: nameOf(identity.provider) }));
    await getSupabase().auth.refreshSession();
    await load();
  }

  const nameOf = (provider: string) => providerName(t, provider);
  const linked = new Set(identities?.map((identity) => identity.provider));
  const linkable = available.filter((provider) => !linked.has(provider));

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings:methods.title')}</CardTitle>
        <CardDescription>{t('settings:methods.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {returnError ? (
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
            {t(`auth:${oauthErrorKey(returnError)}`)}
          </p>
        ) : null}
        {identities === undefined ? (
          <p className="text-sm text-muted-foreground">{t('settings:loading')}</p>
        ) : (
          <ul className="grid gap-2" aria-label={t('settings:methods.title')}>
            {identities.map((identity) => (
              <li key={identity.identity_id} className="flex flex-wrap items-center gap-3 rounded-md border p-3">
                {isProvider(identity.provider) ? (
                  <ProviderIcon provider={identity.provider} />
                ) : identity.provider.startsWith('sso:') ? (
                  <Building2 aria-hidden="true" className="size-5" />
                ) : (
                  <Mail aria-hidden="true" className="size-5" />
                )}
                <span className="grid min-w-0 flex-1">
                  <span className="font-medium">{nameOf(identity.provider)}</span>
                  <span className="truncate text-sm text-muted-foreground">{String(identity.identity_data?.email ?? '')}</span>
                </span>
                <Button type="button" variant="outline" size="sm" disabled={busy || identities.length < 2} onClick={() => void unlink(identity)} aria-label={t('settings:methods.unlinkNamed', { method: nameOf(identity.provider) })}>
                  {t('settings:methods.unlink')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {identities?.length === 1 ? <p className="text-sm text-muted-foreground">{t('settings:methods.lastOne')}</p> : null}
        {linkable.length > 0 ? (
          <div className="flex flex-wrap gap-2">
            {linkable.map((provider) => (
              <Button key={provider} type="button" variant="outline" disabled={busy} onClick={() => void link(provider)}>
                <ProviderIcon provider={provider} />
                {t('settings:methods.link', { method: t(`auth:oauth.names.${provider}`) })}
              </Button>
            ))}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
