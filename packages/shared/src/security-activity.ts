import { z } from 'zod';

/**
 * An account's security activity (`GET /api/account/security-activity`, decision 044): the last 90 days of sign-ins
 * and security changes, so a person can see an access they did not make. Refreshing a session is not a sign-in.
 */
export const securityActivityDays = 90;

/** `sessions_ended`: the person signed out everywhere (or every other device). */
/** `two_step_*`: two-step verification turned on, a factor removed, a lost-authenticator recovery started (decision 046). */
export const securityEventKinds = [
  'sign_in',
  'password_changed',
  'email_changed',
  'identity_linked',
  'identity_unlinked',
  'sessions_ended',
  'two_step_enrolled',
  'two_step_removed',
  'two_step_recovery_started',
] as const;
export const securityEventKindSchema = z.enum(securityEventKinds);
export type SecurityEventKind = z.infer<typeof securityEventKindSchema>;

/**
 * How a sign-in proved who it was: a password (sign-up's first session too), a mailed code, a mailed link (sign-in or
 * confirmation), a password-reset link, an OAuth provider (`provider` names it), the team's single sign-on, or a
 * team owner's recovery code.
 */
export const signInMethods = ['password', 'email_code', 'magic_link', 'password_reset', 'oauth', 'sso', 'recovery_code'] as const;
export const signInMethodSchema = z.enum(signInMethods);
export type SignInMethod = z.infer<typeof signInMethodSchema>;

export const securityEventSchema = z.object({
  id: z.uuid(),
  at: z.iso.datetime(),
  kind: securityEventKindSchema,
  /** Sign-ins only. */
  method: signInMethodSchema.optional(),
  /** `google`, `github`…: the provider of an OAuth sign-in or of a linked or unlinked identity. */
  provider: z.string().optional(),
  /** `others` or `global` for `sessions_ended`. */
  scope: z.enum(['others', 'global']).optional(),
  ip: z.string().nullable(),
  /** The browser's `User-Agent`, as sent. */
  userAgent: z.string().nullable(),
});
export type SecurityEvent = z.infer<typeof securityEventSchema>;

/** Newest first, at most `maxSecurityEvents`. */
export const maxSecurityEvents = 200;
export const securityActivityResponseSchema = z.object({ events: z.array(securityEventSchema) });
export type SecurityActivityResponse = z.infer<typeof securityActivityResponseSchema>;
