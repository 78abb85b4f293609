import { apiErrorSchema } from '@selecta/shared/api-error';
import { getSupabase } from './supabase.ts';

/** An answer from our API that was not 2xx, with the server's `{code, message}`. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** Calls our API as the signed-in user (bearer from the current session) and parses JSON. */
export async function apiRequest<T>(path: string, init: { method?: string; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  const { data } = await getSupabase().auth.getSession();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (data.session) headers.authorization = `Bearer ${data.session.access_token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(path, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? null : JSON.stringify(init.body),
    signal: init.signal ?? null,
  });
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = apiErrorSchema.safeParse(payload);
    throw new ApiRequestError(response.status, error.success ? error.data.code : 'http_error', error.success ? error.data.message : response.statusText);
  }
  return payload as T;
}
