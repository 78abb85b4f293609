import { getSupabase } from '@/lib/supabase.ts';

/**
 * Mails the signed-in user a 6-digit code (`GET /auth/v1/reauthenticate`) that proves the mailbox where there is no
 * password to prove. Answers the auth service's error code, or null once the mail is on its way.
 */
export async function sendDeleteCode(): Promise<string | null> {
  const { error } = await getSupabase().auth.reauthenticate();
  return error ? (error.code ?? 'unknown') : null;
}
