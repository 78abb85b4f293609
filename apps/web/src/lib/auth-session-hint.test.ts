import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceAuthClient, authStorageKey, mayHaveSession, whenAuthClientNeeded } from './auth-session-hint.ts';

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/en');
});

describe('mayHaveSession', () => {
  it('is false for a first visit with nothing stored and nothing in the URL', () => {
    expect(mayHaveSession()).toBe(false);
  });

  it('is true when supabase-js stored a session under its key', () => {
    localStorage.setItem(authStorageKey(), '{"access_token":"x"}');
    expect(mayHaveSession()).toBe(true);
  });

  it('is true when the auth server put tokens or an error in the URL', () => {
    window.history.replaceState(null, '', '/en/reset-password#access_token=abc&type=recovery');
    expect(mayHaveSession()).toBe(true);
    window.history.replaceState(null, '', '/en/auth#error_description=Link+expired');
    expect(mayHaveSession()).toBe(true);
  });

  it('uses the key supabase-js derives from the auth URL', () => {
    expect(authStorageKey('https://abcd.supabase.co')).toBe('sb-abcd-auth-token');
  });
});

describe('whenAuthClientNeeded', () => {
  it('calls back when the auth client is created or another tab stores a session, until stopped', () => {
    const listener = vi.fn();
    const stop = whenAuthClientNeeded(listener);
    announceAuthClient();
    window.dispatchEvent(new StorageEvent('storage', { key: authStorageKey() }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    announceAuthClient();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('calls back at once when the client was created before it listened (a page that calls the API on mount)', () => {
    announceAuthClient();
    const listener = vi.fn();
    const stop = whenAuthClientNeeded(listener);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });
});
