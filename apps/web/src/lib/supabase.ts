import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { getRuntimeConfig } from '@/config/runtime-config.ts';
import { announceAuthClient, authStorageKey } from './auth-session-hint.ts';

let client: SupabaseClient | undefined;

/**
 * The one auth client: the embedded auth on our own origin by default, or the hosted Supabase project the
 * server names. supabase-js keeps the session in localStorage and refreshes it before it expires.
 */
export function getSupabase(): SupabaseClient {
  if (!client) {
    const { authUrl, authAnonKey } = getRuntimeConfig();
    client = createClient(authUrl, authAnonKey, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true, flowType: 'implicit', storageKey: authStorageKey(authUrl) },
    });
    announceAuthClient();
  }
  return client;
}
