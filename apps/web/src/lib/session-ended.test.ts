import type { SupabaseClient } from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from './i18n-static.ts';
import { checkSessionStands, endLocalSession, takeSessionEnded } from './session-ended.ts';

const supabase = vi.hoisted(() => ({ client: undefined as unknown }));
vi.mock('./supabase.ts', () => ({ getSupabase: () => supabase.client }));

/** supabase-js as far as these calls go: a session (or none), and what `GET /user` answers. */
function fakeClient(session: boolean, userError?: { status: number; name?: string }) {
  return {
    auth: {
      getSession: vi.fn().mockResolvedValue({ data: { session: session ? { access_token: 'token' } : null } }),
      getUser: vi.fn().mockResolvedValue({ data: { user: userError ? null : { id: 'u' } }, error: userError ? { name: 'AuthApiError', ...userError } : null }),
      signOut: vi.fn().mockResolvedValue({ error: null }),
    },
  };
}

let now = 1_000_000;
beforeEach(() => {
  sessionStorage.clear();
  now += 60_000;
});
afterEach(() => vi.unstubAllGlobals());

describe('a session the server ended', () => {
  it('is signed out here when the auth service no longer knows it, and the guard is told why once', async () => {
    const client = fakeClient(true, { status: 403 });
    await checkSessionStands(client as unknown as SupabaseClient, now);
    expect(client.auth.signOut).toHaveBeenCalledWith({ scope: 'local' });
    expect(takeSessionEnded()).toBe(true);
    expect(takeSessionEnded()).toBe(false);
  });

  it('is left alone when the session stands, when offline, when there is none, and when checked a moment ago', async () => {
    for (const client of [fakeClient(true), fakeClient(true, { status: 0, name: 'AuthRetryableFetchError' }), fakeClient(false)]) {
      now += 60_000;
      await checkSessionStands(client as unknown as SupabaseClient, now);
      expect(client.auth.signOut).not.toHaveBeenCalled();
    }
    const ended = fakeClient(true, { status: 403 });
    await checkSessionStands(ended as unknown as SupabaseClient, now + 1000);
    expect(ended.auth.getUser).not.toHaveBeenCalled();
    expect(takeSessionEnded()).toBe(false);
  });

  it('ends when an API call answers 401 to a signed-in tab', async () => {
    const client = fakeClient(true);
    supabase.client = client;
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify({ code: 'unauthorized', message: 'Your session has ended. Sign in again.' }), { status: 401 })));
    const { apiRequest } = await import('./api-client.ts');
    await expect(apiRequest('/api/usage')).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
    expect(client.auth.signOut).toHaveBeenCalledWith({ scope: 'local' });
    expect(takeSessionEnded()).toBe(true);
  });

  it('has its notice in English and Spanish', async () => {
    await endLocalSession(fakeClient(true) as unknown as SupabaseClient);
    expect(createI18n('en').t('common:guard.sessionEnded.title')).toBe('Your session has ended');
    expect(createI18n('es').t('common:guard.sessionEnded.title')).toBe('Tu sesión ha terminado');
  });
});
