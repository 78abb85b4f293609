import { z } from 'zod';

/**
 * The account API (`/api/account/*`) shared by the website and the server. Bodies are only shaped here; the
 * server answers each failure with one of `accountErrorCodes`, which the website words in the visitor's
 * language. A password change is the auth service's (`PUT /auth/v1/user` with `current_password`).
 */

/**
 * Deleting the account is confirmed by typing its email address and proved with the current password or, for an
 * account without one (email code, provider, single sign-on), the code `reauthenticate()` mails, so a stolen access
 * token cannot erase it. Both are optional here so that their absence gets its own code.
 */
export const deleteAccountRequestSchema = z.object({
  email: z.string().max(320),
  password: z.string().max(1000).optional(),
  nonce: z.string().max(20).optional(),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

export const consentRequestSchema = z.object({ analytics: z.boolean() });
export type ConsentRequest = z.infer<typeof consentRequestSchema>;

/** `GET /api/account/consent`: the latest recorded choice, or nulls when none was recorded. */
export const consentResponseSchema = z.object({
  analytics: z.boolean().nullable(),
  recordedAt: z.string().nullable(),
});
export type ConsentResponse = z.infer<typeof consentResponseSchema>;

export const accountErrorCodes = {
  currentPasswordRequired: 'current_password_required',
  currentPasswordMismatch: 'current_password_mismatch',
  emailMismatch: 'email_mismatch',
  /** The account has no password: it confirms with the code `reauthenticate()` mails (GoTrue's code). */
  reauthenticationNeeded: 'reauthentication_needed',
  reauthenticationNotValid: 'reauthentication_not_valid',
  validationFailed: 'validation_failed',
  unauthorized: 'unauthorized',
} as const;
export type AccountErrorCode = (typeof accountErrorCodes)[keyof typeof accountErrorCodes];
