import { embeddedAnonKey } from '@selecta/shared/auth';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { serverUrlOf } from '../lib/server-url.ts';
import { loadSettings } from '../settings/store.ts';
import { authStorage } from './auth-storage.ts';
import { apiFetch } from '../lib/api-fetch.ts';

const configSchema = z.object({ authUrl: z.url(), authAnonKey: z.string().min(1) });

let current: { serverUrl: string; client: SupabaseClient } | null = null;

/** Where accounts live for a server: `/api/config` says (hosted Supabase), else the server's embedded auth. */
async function authConfig(serverUrl: string): Promise<{ authUrl: string; authAnonKey: string }> {
  try {
    const response = await apiFetch(`${serverUrl}/api/config`);
    const parsed = configSchema.safeParse(response.ok ? await response.json() : null);
    if (parsed.success) return parsed.data;
  } catch {
    // Unreachable server: the embedded defaults; signing in then reports the connection problem.
  }
  return { authUrl: serverUrl, authAnonKey: embeddedAnonKey };
}

/** The auth client for the configured server (recreated when the options page changes the server). */
export async function authClient(): Promise<{ serverUrl: string; client: SupabaseClient }> {
  const serverUrl = serverUrlOf(await loadSettings());
  if (current?.serverUrl === serverUrl) return current;
  const config = await authConfig(serverUrl);
  const client = createClient(config.authUrl, config.authAnonKey, {
    auth: {
      storage: authStorage,
      storageKey: `selecta-auth:${new URL(serverUrl).host}`,
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: false,
    },
  });
  current = { serverUrl, client };
  return current;
}

/** A fresh access token (supabase-js refreshes an expiring one), or null when signed out. */
export async function accessToken(): Promise<string | null> {
  const { client } = await authClient();
  const { data } = await client.auth.getSession();
  return data.session?.access_token ?? null;
}

/** Forget the client (tests; a changed server is detected by URL). */
export function resetAuthClient(): void {
  current = null;
}
