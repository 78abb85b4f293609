import type { TFunction } from 'i18next';

/** The service's wording is English-only: the codes an email sign-in meets get our translated text. */
export function codeFailure(code: string | undefined, t: TFunction<'auth'>): string {
  switch (code) {
    case 'otp_expired':
      return t('emailCode.errors.invalid');
    case 'over_email_send_rate_limit':
      return t('emailCode.errors.wait');
    case 'over_request_rate_limit':
      return t('emailCode.errors.tooMany');
    case 'user_sso_managed':
      return t('sso.errors.required');
    case 'user_banned':
      return t('sso.errors.deactivated');
    case 'validation_failed':
      return t('errors.email');
    default:
      return t('emailCode.errors.generic');
  }
}
