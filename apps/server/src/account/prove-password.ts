import { verifyPassword } from '../auth/passwords.ts';
import type { UserRow } from '../db/schema/auth.ts';
import type { AppDeps } from '../lib/app-deps.ts';
import { HttpError } from '../lib/http-error.ts';

/**
 * The current password, proved before an irreversible account action, so a stolen access token alone
 * cannot do it. Embedded auth checks the stored hash; with a hosted Supabase project (no hash here) the
 * project itself checks it with a password sign-in, whose session is ended at once.
 */
export async function proveAccountPassword(deps: AppDeps, user: UserRow, password: string | undefined): Promise<void> {
  if (!password) throw new HttpError(400, 'current_password_required', 'Type your current password to confirm.');
  const matches = deps.env.SUPABASE_URL ? await hostedPasswordMatches(deps, user.email, password) : await verifyPassword(user.encryptedPassword, password);
  if (!matches) throw new HttpError(400, 'current_password_mismatch', 'The current password is not correct.');
}

async function hostedPasswordMatches(deps: AppDeps, email: string, password: string): Promise<boolean> {
  const base = `${deps.env.SUPABASE_URL}/auth/v1`;
  const key = deps.env.SUPABASE_ANON_KEY ?? '';
  const headers = { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  let res: Response;
  try {
    res = await fetch(`${base}/token?grant_type=password`, { method: 'POST', headers, body: JSON.stringify({ email, password }) });
  } catch (error) {
    deps.logger.warn({ err: error }, 'hosted auth unreachable for a password check');
    throw unavailable();
  }
  if (res.status === 400) return false;
  if (res.status === 429) throw new HttpError(429, 'over_request_rate_limit', 'Too many attempts. Please wait a moment and try again.');
  if (!res.ok) throw unavailable();
  const { access_token: token } = (await res.json()) as { access_token?: string };
  await fetch(`${base}/logout?scope=local`, { method: 'POST', headers: { ...headers, authorization: `Bearer ${token}` } }).catch(() => undefined);
  return true;
}

const unavailable = () => new HttpError(502, 'auth_unavailable', 'The sign-in service did not answer. Please try again in a moment.');
