import { isAuthRetryableFetchError } from '@supabase/supabase-js';
import { paths } from '@/config/paths.ts';
import { getSupabase } from '@/lib/supabase.ts';

/**
 * Asks the auth service to mail a reset link that lands on our reset page in the visitor's language (the
 * mail is written in that language too). Only a failure to reach the service is reported: whether the
 * email has an account is never revealed.
 */
export async function requestPasswordReset(email: string, lang: string): Promise<'sent' | 'unreachable'> {
  const redirectTo = `${window.location.origin}${paths.resetPassword.getHref(lang)}`;
  const { error } = await getSupabase().auth.resetPasswordForEmail(email, { redirectTo });
  return error && isAuthRetryableFetchError(error) ? 'unreachable' : 'sent';
}
