import * as client from 'openid-client';
import { AuthError } from '../auth-error.ts';
import { insecureIfLoopback } from './openid-provider.ts';
import type { CallbackChecks, OAuthProvider } from './provider-profile.ts';

interface GitHubUser {
  id: number;
  login: string;
  name?: string | null;
  avatar_url?: string;
  email?: string | null;
}
interface GitHubEmail {
  email: string;
  primary: boolean;
  verified: boolean;
}

/**
 * GitHub's OAuth 2 (not OpenID Connect): the code exchange through openid-client (PKCE and `state` checked), then the
 * account from its REST API: `GET /user`, and `GET /user/emails` for the primary address and whether GitHub verified it.
 */
export function gitHubProvider(webUrl: string, apiUrl: string, clientId: string, secret: string): OAuthProvider {
  const web = webUrl.replace(/\/$/, '');
  const api = apiUrl.replace(/\/$/, '');
  const config = new client.Configuration(
    { issuer: web, authorization_endpoint: `${web}/login/oauth/authorize`, token_endpoint: `${web}/login/oauth/access_token` },
    clientId,
    secret,
  );
  for (const allow of insecureIfLoopback(new URL(web))) allow(config);
  const get = async <T>(path: string, token: string): Promise<T> => {
    const res = await fetch(`${api}${path}`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/vnd.github+json', 'x-github-api-version': '2022-11-28', 'user-agent': 'Selecta' },
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new AuthError(400, 'bad_oauth_callback', `GitHub answered ${res.status} to ${path}`);
    return (await res.json()) as T;
  };
  return {
    async authorizationUrl({ redirectUri, state, codeChallenge, scopes }) {
      const scope = [...new Set(['read:user', 'user:email', ...scopes])].join(' ');
      return client.buildAuthorizationUrl(config, { redirect_uri: redirectUri, scope, state, code_challenge: codeChallenge, code_challenge_method: 'S256' });
    },
    async profile({ callbackUrl, redirectUri, state, verifier }: CallbackChecks) {
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, { pkceCodeVerifier: verifier, expectedState: state }, { redirect_uri: redirectUri });
      const user = await get<GitHubUser>('/user', tokens.access_token);
      const emails = await get<GitHubEmail[]>('/user/emails', tokens.access_token);
      const primary = emails.find((entry) => entry.primary) ?? emails.find((entry) => entry.verified);
      const email = primary?.email.toLowerCase();
      const emailVerified = primary?.verified === true;
      const id = String(user.id);
      const data = Object.fromEntries(
        Object.entries({
          iss: api,
          sub: id,
          provider_id: id,
          email,
          email_verified: emailVerified,
          phone_verified: false,
          name: user.name ?? undefined,
          full_name: user.name ?? undefined,
          user_name: user.login,
          preferred_username: user.login,
          avatar_url: user.avatar_url,
        }).filter(([, value]) => value !== undefined),
      );
      return { providerId: id, email, emailVerified, data };
    },
  };
}
