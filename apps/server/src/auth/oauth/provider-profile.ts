import type { RequestOrigin } from '../../lib/request-origin.ts';

/** What a provider says about the account that signed in, in the shape our identities keep. */
export interface ProviderProfile {
  /** The provider's stable account id (`sub`; GitHub's numeric id). */
  providerId: string;
  email: string | undefined;
  /** Whether the provider vouches for the address: only then may it join an existing account. */
  emailVerified: boolean;
  /** GoTrue's `identity_data` (also the new account's `user_metadata`). */
  data: Record<string, unknown>;
}

/** The inputs of an authorization request towards the provider. */
export interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  nonce: string;
  codeChallenge: string;
  scopes: string[];
}

/** What the callback checks the provider's answer against. */
export interface CallbackChecks {
  callbackUrl: URL;
  redirectUri: string;
  state: string;
  nonce: string;
  verifier: string;
}

export interface OAuthProvider {
  authorizationUrl(request: AuthorizationRequest): Promise<URL>;
  profile(checks: CallbackChecks): Promise<ProviderProfile>;
}

const str = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** GoTrue's identity data from OpenID claims: `sub`, `email`, `email_verified`, names and picture. */
export function identityData(claims: Record<string, unknown>, emailVerified: boolean, issuer: string): Record<string, unknown> {
  const name = str(claims.name) ?? ([str(claims.given_name), str(claims.family_name)].filter(Boolean).join(' ') || undefined);
  const picture = str(claims.picture);
  return Object.fromEntries(
    Object.entries({
      iss: issuer,
      sub: str(claims.sub),
      provider_id: str(claims.sub),
      email: str(claims.email)?.toLowerCase(),
      email_verified: emailVerified,
      phone_verified: false,
      name,
      full_name: name,
      picture,
      avatar_url: picture,
      preferred_username: str(claims.preferred_username),
      locale: str(claims.locale),
    }).filter(([, value]) => value !== undefined),
  );
}

/** A provider a flow runs through: a server-wide one, or a team's IdP with its admission rule and team to join. */
export interface ResolvedProvider {
  /** GoTrue's provider name: `google`…, or `sso:<team id>`. */
  name: string;
  provider: OAuthProvider;
  /** Checks (and may amend) the provider's answer before any account is touched; throws an AuthError to refuse. */
  admit?(profile: ProviderProfile): Promise<ProviderProfile>;
  /** After the account is chosen. */
  joined?(user: { id: string; email: string }, origin: RequestOrigin): Promise<void>;
}
