import type { Request, ResponseMap } from '../messaging/protocol.ts';
import { authClient } from './auth.ts';
import { clearSessionEnded } from './session-ended.ts';

type Of<T extends Request['type']> = Extract<Request, { type: T }>;

/**
 * "Email me a code" in the popup (GoTrue's `signInWithOtp`): the server mails a 6-digit code (and a link for the
 * website) in the popup's language; an address without an account gets one, as on the website.
 */
export async function sendCode(request: Of<'send-code'>): Promise<ResponseMap['send-code']> {
  const { client, serverUrl } = await authClient();
  const emailRedirectTo = `${serverUrl}/${request.locale}/dashboard`;
  const { error } = await client.auth.signInWithOtp({ email: request.email, options: { emailRedirectTo, data: { locale: request.locale } } });
  return error ? { ok: false, code: error.code ?? 'unknown', message: error.message } : { ok: true };
}

/** The mailed code signs the extension in (`verifyOtp`), its session kept like a password sign-in's. */
export async function verifyCode(request: Of<'verify-code'>): Promise<ResponseMap['verify-code']> {
  const { client } = await authClient();
  const { data, error } = await client.auth.verifyOtp({ email: request.email, token: request.code, type: 'email' });
  if (error || !data.session) return { ok: false, code: error?.code ?? 'unknown', message: error?.message ?? 'No session' };
  await clearSessionEnded();
  return { ok: true, email: data.session.user.email ?? request.email };
}
