import { getSupabase } from '@/lib/supabase.ts';

/**
 * Sets a new password through the auth service (`PUT /auth/v1/user`, embedded or hosted), which needs the
 * current one and signs the other devices out. Answers the service's error code, or null when it is done.
 */
export async function changePassword(input: { currentPassword: string; newPassword: string }): Promise<string | null> {
  const { error } = await getSupabase().auth.updateUser({ password: input.newPassword, current_password: input.currentPassword });
  return error ? (error.code ?? 'unknown') : null;
}
