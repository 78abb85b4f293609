import { passwordMinLength } from '@selecta/shared/auth';
import { z } from 'zod';

/** Messages are i18n keys in the `auth` namespace; the form translates them (spec §5). */
export const signUpSchema = z
  .object({
    email: z.email('errors.email'),
    password: z.string().min(passwordMinLength, 'errors.passwordLength'),
    confirmPassword: z.string().min(passwordMinLength, 'errors.passwordLength'),
  })
  // A too-short confirmation already has its message; the mismatch is only worth saying after that.
  .refine((values) => values.confirmPassword.length < passwordMinLength || values.password === values.confirmPassword, { message: 'errors.passwordMismatch', path: ['confirmPassword'] });
export type SignUpValues = z.infer<typeof signUpSchema>;

export const loginSchema = z.object({
  email: z.email('errors.email'),
  password: z.string().min(1, 'errors.passwordRequired'),
  /** A team owner's recovery code, only once the form offers it (SSO required): empty otherwise. */
  recoveryCode: z.string().trim().max(64, 'errors.recoveryCode').optional(),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const emailCodeRequestSchema = z.object({ email: z.email('errors.email') });
export type EmailCodeRequestValues = z.infer<typeof emailCodeRequestSchema>;

/** The mailed code: six digits; spaces a mail client or a paste adds are dropped first. */
export const emailCodeSchema = z.object({ code: z.string().transform((value) => value.replace(/\s/g, '')).pipe(z.string().regex(/^\d{6}$/, 'errors.code')) });
export type EmailCodeValues = z.input<typeof emailCodeSchema>;
