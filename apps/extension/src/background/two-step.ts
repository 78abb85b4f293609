import type { Session } from '@supabase/supabase-js';
import { apiFetch } from '../lib/api-fetch.ts';
import { mfaStatusSchema } from '@selecta/shared/team-mfa';
import type { Request, ResponseMap } from '../messaging/protocol.ts';
import { accessToken, authClient } from './auth.ts';

type Of<T extends Request['type']> = Extract<Request, { type: T }>;

const verifiedTotp = (session: Session | null) => (session?.user.factors ?? []).find((f) => f.status === 'verified' && f.factor_type === 'totp');

function tokenLevel(token: string): string | undefined {
  try {
    return (JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { aal?: string }).aal;
  } catch {
    return undefined;
  }
}

/** Signed in halfway (decision 046): aal1, and the account has a verified factor. */
export const awaitingCode = (session: Session | null) => !!session && !!verifiedTotp(session) && tokenLevel(session.access_token) !== 'aal2';

/** The popup's code step: supabase-js `mfa.challengeAndVerify` raises the stored session to aal2. */
export async function verifyTotp(request: Of<'verify-totp'>): Promise<ResponseMap['verify-totp']> {
  const { client } = await authClient();
  const factor = verifiedTotp((await client.auth.getSession()).data.session);
  if (!factor) return { ok: false, code: 'no_factor', message: 'No two-step verification to finish.' };
  const { error } = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: request.code });
  return error ? { ok: false, code: error.code ?? 'unknown', message: error.message } : { ok: true };
}

/** `GET /api/mfa`: whether the team requires two-step verification that this person has not set up. */
export async function mfaStatus(): Promise<ResponseMap['mfa-status']> {
  const [{ serverUrl }, token] = await Promise.all([authClient(), accessToken()]);
  if (!token) return { ok: false, code: 'unauthorized', message: 'Not signed in.' };
  try {
    const response = await apiFetch(`${serverUrl}/api/mfa`, { headers: { authorization: `Bearer ${token}` } });
    const parsed = mfaStatusSchema.safeParse(await response.json());
    if (!response.ok || !parsed.success) return { ok: false, code: `http_${response.status}`, message: 'Status unavailable.' };
    return { ok: true, setupRequired: parsed.data.setupRequired, teamName: parsed.data.teamName };
  } catch (error) {
    return { ok: false, code: 'offline', message: String(error) };
  }
}
