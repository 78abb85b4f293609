import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';

/** The field's zod message (an i18n key) translated for FormField. */
export function fieldError(t: TFunction<'auth'>, error: FieldError | undefined): FieldError | undefined {
  return error?.message ? { ...error, message: t(error.message as 'errors.email') } : undefined;
}
