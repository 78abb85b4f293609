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
      void import('@/lib/supabase.ts').then(({ getSupabase }) => {
        if (cancelled) return;
        const { data } = getSupabase().auth.onAuthStateChange((_event, session) => {
          setState({ ready: true, session, user: session?.user ?? null });
        });
        unsubscribe = () => data.subscription.unsubscribe();
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
