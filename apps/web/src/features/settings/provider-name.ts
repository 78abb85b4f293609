import type { TFunction } from 'i18next';
import { type AuthProvider, authProviderNames } from '@/config/runtime-config.ts';

export const isAuthProvider = (name: string): name is AuthProvider => authProviderNames.includes(name as AuthProvider);

/**
 * A sign-in provider as people call it: Google, Microsoft…, the company's single sign-on for a team's IdP
 * (`sso:<team id>`, GoTrue's naming), else email. `t` must have the `auth` and `settings` namespaces.
 */
export function providerName(t: TFunction<['settings', 'auth']>, provider: string): string {
  if (isAuthProvider(provider)) return t(`auth:oauth.names.${provider}`);
  return provider.startsWith('sso:') || provider === 'sso' ? t('auth:sso.methodName') : t('settings:methods.email');
}
