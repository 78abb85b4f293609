import type { Env } from '../../env.ts';

/** GoTrue's names for the providers we offer (`azure` is Microsoft; `oidc` any OpenID Connect provider). */
export const providerNames = ['google', 'azure', 'github', 'oidc'] as const;
export type ProviderName = (typeof providerNames)[number];

const prefix = { google: 'GOOGLE', azure: 'AZURE', github: 'GITHUB', oidc: 'OIDC' } as const;

/** A provider's client credentials from AUTH_EXTERNAL_<NAME>_CLIENT_ID / _SECRET; undefined when it is off. */
export function clientOf(env: Env, name: ProviderName): { clientId: string; secret: string } | undefined {
  const clientId = env[`AUTH_EXTERNAL_${prefix[name]}_CLIENT_ID`];
  const secret = env[`AUTH_EXTERNAL_${prefix[name]}_SECRET`];
  return clientId && secret ? { clientId, secret } : undefined;
}

/** The providers this server has credentials for, in the order the website shows them. */
export const enabledProviders = (env: Env): ProviderName[] => providerNames.filter((name) => clientOf(env, name));

export const isProviderName = (value: unknown): value is ProviderName => providerNames.includes(value as ProviderName);
