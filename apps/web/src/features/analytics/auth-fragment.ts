/** Fragment keys of GoTrue's implicit-flow redirects (`/auth/v1/verify` → `#access_token=…`, or `#error=…`). */
const authKeys = ['access_token', 'refresh_token', 'provider_token', 'provider_refresh_token', 'error', 'error_code', 'error_description'];

export function hasAuthFragment(hash: string): boolean {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return authKeys.some((key) => params.has(key));
}

let consumed: Promise<void> | null = null;

/**
 * Resolves once the address no longer carries a session: the auth client has read it from the fragment and
 * cleared it. Analytics (Tag Manager reads the address itself) waits for this. A fragment the auth client left
 * (an expired or reused link) is removed here; its answer is kept by the client for the page that asks.
 */
export function authFragmentConsumed(): Promise<void> {
  if (typeof window === 'undefined' || !hasAuthFragment(window.location.hash)) return Promise.resolve();
  consumed ??= import('@/lib/supabase.ts')
    .then(({ getSupabase }) => getSupabase().auth.initialize())
    .catch(() => undefined)
    .then(() => {
      if (hasAuthFragment(window.location.hash)) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    });
  return consumed;
}
