import { recoveryCodeField } from '@selecta/shared/sso-recovery-codes';
import { getRuntimeConfig } from '@/config/runtime-config.ts';
import { authClient } from './auth-form-code.ts';

/**
 * A team owner's sign-in with a recovery code (decision 040, amendment 2026-11-28). supabase-js's
 * `signInWithPassword` sends only the email and password, so the grant is called here with the code (and the page's
 * language, for the mail the server sends), and the session it answers is handed to supabase-js, which keeps and
 * refreshes it as any other. Answers GoTrue's error code, if any.
 */
export async function signInWithRecoveryCode(values: { email: string; password: string; code: string }, locale: string): Promise<{ code?: string } | undefined> {
  const { authUrl, authAnonKey } = getRuntimeConfig();
  const res = await fetch(`${authUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: authAnonKey, authorization: `Bearer ${authAnonKey}`, 'x-supabase-api-version': '2024-01-01' },
    body: JSON.stringify({ email: values.email, password: values.password, [recoveryCodeField]: values.code, locale }),
  }).catch(() => undefined);
  const body = ((await res?.json().catch(() => undefined)) ?? {}) as { code?: unknown; access_token?: unknown; refresh_token?: unknown };
  if (!res?.ok || typeof body.access_token !== 'string' || typeof body.refresh_token !== 'string') {
    return { code: typeof body.code === 'string' ? body.code : undefined };
  }
  const { error } = await (await authClient()).auth.setSession({ access_token: body.access_token, refresh_token: body.refresh_token });
  return error ? { code: error.code } : undefined;
}
