import { getRuntimeConfig } from '@/config/runtime-config.ts';

/** Where supabase-js keeps the session: its default key for the auth URL, named here so both sides agree. */
export function authStorageKey(authUrl = getRuntimeConfig().authUrl): string {
  return `sb-${new URL(authUrl).hostname.split('.')[0]}-auth-token`;
}

/**
 * Whether this visit may have a session without loading the auth client (its largest script): one stored by
 * an earlier visit, or tokens/errors the auth server put in the URL (email confirmation, password recovery).
 * A visitor with neither is signed out until they sign in here.
 */
export function mayHaveSession(): boolean {
  const { hash, search } = window.location;
  if (/(^#|&)(access_token|error_description)=/.test(hash) || /[?&]code=/.test(search)) return true;
  try {
    return window.localStorage.getItem(authStorageKey()) !== null;
  } catch {
    return true; // Storage blocked: let supabase-js decide.
  }
}

const listeners = new Set<() => void>();
let clientCreated = false;

/**
 * Calls `listener` once the auth client exists (a form created it to sign in) or another tab stored a session. A
 * client created before the listener came (a page's own effect runs before its provider's) counts at once.
 */
export function whenAuthClientNeeded(listener: () => void): () => void {
  if (clientCreated) listener();
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === authStorageKey()) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** lib/supabase.ts calls this when it creates the client. */
export function announceAuthClient(): void {
  clientCreated = true;
  for (const listener of listeners) listener();
}
