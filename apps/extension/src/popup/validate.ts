import { z } from 'zod';
import type { MessageKey } from '../i18n/en.ts';

export interface SignInErrors {
  email?: MessageKey;
  password?: MessageKey;
}

/** The website's login rules (spec §5): a valid email, a non-empty password. */
export function validateSignIn(values: { email: string; password: string }): SignInErrors {
  const errors: SignInErrors = {};
  if (!z.email().safeParse(values.email.trim()).success) errors.email = 'popup.invalidEmail';
  if (!values.password) errors.password = 'popup.passwordRequired';
  return errors;
}
