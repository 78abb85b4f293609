/** The two-step strings a failed factor call is worded with (GoTrue's codes; anything else is the generic one). */
export type CodeErrorKey = 'errors.wrong' | 'errors.tooMany' | 'errors.expired' | 'errors.name' | 'errors.tooManyFactors' | 'errors.generic';

export function codeErrorKey(code: string | undefined): CodeErrorKey {
  switch (code) {
    case 'mfa_verification_failed':
      return 'errors.wrong';
    case 'over_request_rate_limit':
      return 'errors.tooMany';
    case 'mfa_challenge_expired':
    case 'mfa_ip_address_mismatch':
      return 'errors.expired';
    case 'mfa_factor_name_conflict':
    case 'validation_failed':
      return 'errors.name';
    case 'too_many_enrolled_mfa_factors':
      return 'errors.tooManyFactors';
    default:
      return 'errors.generic';
  }
}

/** The six digits of a typed code (spaces and dashes as apps show them are fine), or undefined. */
export function sixDigits(typed: string): string | undefined {
  const digits = typed.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits) ? digits : undefined;
}
