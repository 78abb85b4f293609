/**
 * What the website, the extension and the server share about accounts.
 *
 * `embeddedAnonKey` is the public API key for the embedded auth service (contract C7/C9): supabase-js
 * needs a key, the embedded service accepts any (GoTrue never reads it; the hosted gateway does), so
 * this is a public constant, not a secret.
 */
export const embeddedAnonKey = 'sb_publishable_selecta_embedded_auth';

/** The spec's minimum; the server enforces the same. */
export const passwordMinLength = 8;
/** Hosted Supabase refuses longer passwords (bcrypt's limit); the embedded service matches it so both behave alike. */
export const passwordMaxLength = 72;

/** GoTrue error codes the website and the extension react to. */
export const authErrorCodes = {
  userAlreadyExists: 'user_already_exists',
  invalidCredentials: 'invalid_credentials',
  weakPassword: 'weak_password',
  emailNotConfirmed: 'email_not_confirmed',
  rateLimited: 'over_request_rate_limit',
} as const;
