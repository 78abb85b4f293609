import { getSupabase } from '@/lib/supabase.ts';

/** The `amr` claim of an access token: how the session proved who the user is. */
function authMethods(accessToken: string): string[] {
  try {
    const payload = JSON.parse(atob(accessToken.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { amr?: { method?: string }[] };
    return (payload.amr ?? []).map((entry) => entry.method ?? '');
  } catch {
    return [];
  }
}

/**
 * Whether this page was opened from a valid reset link. supabase-js reads the session (or the error of an
 * expired or reused link) from the URL fragment the auth service's `/verify` redirect delivers; only a
 * session that a recovery link started may set a password without the current one.
 */
export async function recoverySession(): Promise<'ready' | 'invalid'> {
  const supabase = getSupabase();
  const { error } = await supabase.auth.initialize();
  if (error) return 'invalid';
  const { data } = await supabase.auth.getSession();
  return data.session && authMethods(data.session.access_token).includes('recovery') ? 'ready' : 'invalid';
}
