/** The i18n key (`auth` namespace) for a GoTrue OAuth error code the callback put in the URL. */
export function oauthErrorKey(
  code: string,
): 'oauth.errors.unverified' | 'oauth.errors.taken' | 'oauth.errors.cancelled' | 'oauth.errors.noEmail' | 'sso.errors.outsideDomains' | 'sso.errors.required' | 'sso.errors.disabled' | 'sso.errors.deactivated' | 'oauth.errors.generic' {
  switch (code) {
    case 'sso_domain_not_allowed':
      return 'sso.errors.outsideDomains';
    case 'user_sso_managed':
      return 'sso.errors.required';
    case 'sso_provider_disabled':
      return 'sso.errors.disabled';
    case 'user_banned':
      return 'sso.errors.deactivated';
    case 'provider_email_needs_verification':
      return 'oauth.errors.unverified';
    case 'identity_already_exists':
      return 'oauth.errors.taken';
    case 'access_denied':
      return 'oauth.errors.cancelled';
    case 'email_address_invalid':
      return 'oauth.errors.noEmail';
    default:
      return 'oauth.errors.generic';
  }
}

/**
 * The error code the auth server's OAuth callback left in this page's URL (`#error_code=` in the implicit flow,
 * `?error_code=` otherwise), if any.
 */
export function oauthReturnErrorCode(location: Pick<Location, 'hash' | 'search'>): string | undefined {
  const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
  const query = new URLSearchParams(location.search);
  const code = hash.get('error_code') ?? query.get('error_code') ?? hash.get('error') ?? query.get('error');
  return code && /^[a-z_]{1,64}$/.test(code) ? code : undefined;
}
