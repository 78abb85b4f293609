import type { Env } from '../../env.ts';
import { gitHubProvider } from './github-provider.ts';
import { openIdProvider } from './openid-provider.ts';
import type { OAuthProvider } from './provider-profile.ts';
import { type ProviderName, clientOf } from './provider-names.ts';

/** The configured providers, built once per app: each keeps its discovered configuration and JWKS. */
export function createProviders(env: Env): Partial<Record<ProviderName, OAuthProvider>> {
  const providers: Partial<Record<ProviderName, OAuthProvider>> = {};
  const google = clientOf(env, 'google');
  if (google) providers.google = openIdProvider('google', env.AUTH_EXTERNAL_GOOGLE_ISSUER, google.clientId, google.secret);
  const azure = clientOf(env, 'azure');
  if (azure) providers.azure = openIdProvider('azure', env.AUTH_EXTERNAL_AZURE_ISSUER, azure.clientId, azure.secret);
  const oidc = clientOf(env, 'oidc');
  if (oidc && env.AUTH_EXTERNAL_OIDC_ISSUER) providers.oidc = openIdProvider('oidc', env.AUTH_EXTERNAL_OIDC_ISSUER, oidc.clientId, oidc.secret);
  const github = clientOf(env, 'github');
  if (github) providers.github = gitHubProvider(env.AUTH_EXTERNAL_GITHUB_URL, env.AUTH_EXTERNAL_GITHUB_API_URL, github.clientId, github.secret);
  return providers;
}
