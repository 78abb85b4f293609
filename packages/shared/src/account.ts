import { z } from 'zod';

/**
 * The account API (`/api/account/*`) shared by the website and the server. Bodies are only shaped here;
 * the server applies sign-up's password rules (`passwordMinLength`/`passwordMaxLength` in `auth.ts`) and
 * answers each failure with one of `accountErrorCodes`, which the website words in the visitor's language.
 */
export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().max(1000),
  newPassword: z.string().max(1000),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** Deleting the account is confirmed by typing its email address. */
export const deleteAccountRequestSchema = z.object({ email: z.string().max(320) });
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
  invalidCurrentPassword: 'invalid_current_password',
  weakPassword: 'weak_password',
  passwordTooLong: 'password_too_long',
  samePassword: 'same_password',
  emailMismatch: 'email_mismatch',
  validationFailed: 'validation_failed',
  unauthorized: 'unauthorized',
} as const;
export type AccountErrorCode = (typeof accountErrorCodes)[keyof typeof accountErrorCodes];
