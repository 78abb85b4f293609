import { getSupabase } from '@/lib/supabase.ts';

type WithRemoveSession = { _removeSession?: () => Promise<void> };

/**
 * After the account is deleted every session is already gone on the server, so `signOut` would only earn a
 * 403 (logged by the browser as a failed request). supabase-js's own session removal clears this browser's
 * copy and emits SIGNED_OUT without a request; `signOut` stays the fallback should that method ever go.
 */
export async function forgetDeletedSession(): Promise<void> {
  const auth = getSupabase().auth as unknown as WithRemoveSession;
  if (typeof auth._removeSession === 'function') await auth._removeSession();
  else await getSupabase().auth.signOut({ scope: 'local' });
}
