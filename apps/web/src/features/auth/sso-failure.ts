import { domainSchema } from '@selecta/shared/team-sso';

/** The domain a "company email or domain" field names: what follows the @ of an address, or the domain itself. */
export function ssoDomainOf(input: string): string | undefined {
  const value = input.trim().toLowerCase();
  const parsed = domainSchema.safeParse(value.includes('@') ? value.slice(value.lastIndexOf('@') + 1) : value);
  return parsed.success ? parsed.data : undefined;
}

export type SsoFailureKey = 'sso.errors.notFound' | 'sso.errors.disabled' | 'sso.errors.unreachable' | 'sso.errors.invalid' | 'sso.errors.generic';

/** The service's wording is English-only: GoTrue's SSO codes get our translated text. */
export function ssoFailureKey(code: string | undefined): SsoFailureKey {
  switch (code) {
    case 'sso_provider_not_found':
      return 'sso.errors.notFound';
    case 'sso_provider_disabled':
      return 'sso.errors.disabled';
    case 'sso_provider_unreachable':
      return 'sso.errors.unreachable';
    case 'validation_failed':
      return 'sso.errors.invalid';
    default:
      return 'sso.errors.generic';
  }
}
