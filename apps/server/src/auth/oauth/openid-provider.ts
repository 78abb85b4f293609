import * as client from 'openid-client';
import type { ProviderName } from './provider-names.ts';
import { type CallbackChecks, type OAuthProvider, identityData } from './provider-profile.ts';

/** Plain http is allowed only for a provider on this machine (the tests' own); anything else must be https. */
export const insecureIfLoopback = (url: URL) =>
  url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname) ? [client.allowInsecureRequests] : [];

/**
 * An OpenID Connect provider through openid-client (decision 038): discovery, the provider's JWKS, PKCE, `state` and
 * `nonce`, and the id_token's signature (non-repudiation checks on), `iss`, `aud`, `exp` and `nonce` checked by the library. Microsoft's
 * multi-tenant issuer (`{tenantid}`) is understood by it too. The discovered configuration is kept; a failed
 * discovery is tried again on the next sign-in. `fetch`: the client for every request to the provider (a team's IdP
 * passes the guarded one, sso/issuer-fetch.ts); Node's `fetch` otherwise.
 */
export function openIdProvider(name: ProviderName, issuer: string, clientId: string, secret: string, fetch?: client.CustomFetch): OAuthProvider {
  let config: Promise<client.Configuration> | undefined;
  const configuration = () => {
    const url = new URL(issuer);
    // Non-repudiation: the id_token's signature is checked against the provider's JWKS even though it came straight
    // from the token endpoint (the library would otherwise trust TLS alone, as OpenID Connect allows).
    config ??= client.discovery(url, clientId, secret, undefined, {
      execute: [client.enableNonRepudiationChecks, ...insecureIfLoopback(url)],
      ...(fetch ? { [client.customFetch]: fetch } : {}),
    }).catch((error: unknown) => {
      config = undefined;
      throw error;
    });
    return config;
  };
  return {
    async authorizationUrl({ redirectUri, state, nonce, codeChallenge, scopes }) {
      const scope = [...new Set(['openid', 'email', 'profile', ...scopes])].join(' ');
      return client.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope,
        state,
        nonce,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      });
    },
    async profile({ callbackUrl, redirectUri, state, nonce, verifier }: CallbackChecks) {
      const config = await configuration();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, { pkceCodeVerifier: verifier, expectedNonce: nonce, expectedState: state, idTokenExpected: true }, { redirect_uri: redirectUri });
      let claims: Record<string, unknown> = { ...tokens.claims() };
      // Some providers keep the address out of the id_token: the userinfo endpoint, bound to the same subject, has it.
      if (!claims.email && config.serverMetadata().userinfo_endpoint) {
        claims = { ...(await client.fetchUserInfo(config, tokens.access_token, String(claims.sub))), ...claims };
      }
      // Microsoft marks a domain-verified address with `xms_edov`; other providers use `email_verified`.
      const emailVerified = claims.email_verified === true || claims.email_verified === 'true' || (name === 'azure' && claims.xms_edov === true);
      const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : undefined;
      return { providerId: String(claims.sub), email, emailVerified, data: identityData(claims, emailVerified, String(claims.iss)) };
    },
  };
}
