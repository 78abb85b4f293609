import { apiErrorSchema } from '@selecta/shared/api-error';
import { endLocalSession } from './session-ended.ts';
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

/** Retry-After in seconds, within 0–5 s (a restart takes seconds); 1 s when absent or unreadable. */
function retryAfterMs(header: string | null): number {
  const seconds = Number(header ?? 1);
  return Math.min(5000, Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : 1000);
}

/** Calls our API as the signed-in user (bearer from the current session) and parses JSON. */
export async function apiRequest<T>(path: string, init: { method?: string; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  const { data } = await getSupabase().auth.getSession();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (data.session) headers.authorization = `Bearer ${data.session.access_token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const send = () =>
    fetch(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? null : JSON.stringify(init.body),
      signal: init.signal ?? null,
    });
  let response = await send();
  let payload: unknown = await response.json().catch(() => null);
  // A replica that is restarting refuses a run before any work (503 server_draining): once more, after Retry-After,
  // and the proxy sends it to another replica (decision 048).
  if (response.status === 503 && apiErrorSchema.safeParse(payload).data?.code === 'server_draining') {
    await new Promise((resolve) => setTimeout(resolve, retryAfterMs(response.headers.get('retry-after'))));
    response = await send();
    payload = await response.json().catch(() => null);
  }
  if (!response.ok) {
    // A session the server no longer knows (ended elsewhere): this tab signs out too, and the page says why.
    if (response.status === 401 && data.session) await endLocalSession(getSupabase());
    const error = apiErrorSchema.safeParse(payload);
    throw new ApiRequestError(response.status, error.success ? error.data.code : 'http_error', error.success ? error.data.message : response.statusText);
  }
  return payload as T;
}
