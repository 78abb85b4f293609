import type { Session, User } from '@supabase/supabase-js';
import { createContext, type ReactNode, useEffect, useMemo, useState } from 'react';
import { mayHaveSession, whenAuthClientNeeded } from '@/lib/auth-session-hint.ts';

export interface AuthState {
  /** False until the stored session has been read: pages that need a session wait for it. */
  ready: boolean;
  session: Session | null;
  user: User | null;
}

export const AuthContext = createContext<AuthState>({ ready: false, session: null, user: null });

/** Tracks the auth state from supabase-js events (INITIAL_SESSION, SIGNED_IN, SIGNED_OUT, TOKEN_REFRESHED, …). */
export function AuthProvider({ children }: { children: ReactNode }) {
  // A visitor with no session anywhere is signed out from the first render, so hydration is not followed by a
  // re-render of every auth-aware component; the markup is the prerender's (signed out, not ready) either way.
  const [state, setState] = useState<AuthState>(() => ({ ready: typeof window !== 'undefined' && !mayHaveSession(), session: null, user: null }));
  useEffect(() => {
    // supabase-js loads after first paint: the prerendered pages render signed out until it answers. Without a
    // possible session the client loads only when a form needs it.
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    const connect = () => {
      if (unsubscribe) return;
      unsubscribe = () => {};
      void Promise.all([import('@/lib/supabase.ts'), import('@/lib/session-ended.ts')]).then(([{ getSupabase }, { checkSessionStands }]) => {
        if (cancelled) return;
        const { data } = getSupabase().auth.onAuthStateChange((_event, session) => {
          setState({ ready: true, session, user: session?.user ?? null });
        });
        // Back on the tab: a session ended on the server (deactivated by the directory, signed out elsewhere) shows.
        const check = () => document.visibilityState === 'visible' && void checkSessionStands(getSupabase());
        window.addEventListener('focus', check);
        document.addEventListener('visibilitychange', check);
        unsubscribe = () => {
          data.subscription.unsubscribe();
          window.removeEventListener('focus', check);
          document.removeEventListener('visibilitychange', check);
        };
      });
    };
    const stopWaiting = whenAuthClientNeeded(connect);
    if (mayHaveSession()) connect();
    return () => {
      cancelled = true;
      stopWaiting();
      unsubscribe?.();
    };
  }, []);
  const value = useMemo(() => state, [state]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
