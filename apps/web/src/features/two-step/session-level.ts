import type { Factor, Session } from '@supabase/supabase-js';

/** The access token's claims the website reads: its assurance level (GoTrue's `aal`). */
function tokenLevel(accessToken: string): string | undefined {
  try {
    const payload = accessToken.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    return (JSON.parse(json) as { aal?: string }).aal;
  } catch {
    return undefined;
  }
}

/** The account's verified TOTP factors, as the session's user lists them. */
export const verifiedFactors = (session: Session | null): Factor[] => (session?.user.factors ?? []).filter((f) => f.status === 'verified' && f.factor_type === 'totp');

/**
 * A session signed in halfway (decision 046): aal1, and the account has a verified factor. It sees only the code step,
 * whatever page it opens; the server refuses it everywhere too.
 */
export const awaitsCode = (session: Session | null): boolean => !!session && verifiedFactors(session).length > 0 && tokenLevel(session.access_token) !== 'aal2';
