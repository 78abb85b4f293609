import { apiErrorSchema } from '@selecta/shared/api-error';
import type { RunError } from '../messaging/protocol.ts';

/** When the tightest window resets: `RateLimit-Reset` (seconds from now) or `Retry-After` (seconds or a date). */
function resetAt(headers: Headers, now: number): string | null {
  const reset = headers.get('RateLimit-Reset') ?? headers.get('Retry-After');
  if (!reset) return null;
  const seconds = Number(reset);
  if (Number.isFinite(seconds)) return new Date(now + seconds * 1000).toISOString();
  const date = Date.parse(reset);
  return Number.isNaN(date) ? null : new Date(date).toISOString();
}

const byCode: Record<string, RunError['code']> = {
  // A run is only sent with a token: a 401 means the server ended that session.
  unauthorized: 'session_ended',
  ai_not_configured: 'not_configured',
  payload_too_large: 'too_long',
  input_too_long: 'too_long',
  text_too_long: 'too_long',
  conversation_too_long: 'conversation_too_long',
  team_provider_error: 'team_provider_unavailable',
  team_provider_timeout: 'team_provider_unavailable',
  model_not_allowed: 'model_not_allowed',
  server_draining: 'server_restarting',
  extension_outdated: 'outdated',
  insufficient_aal: 'mfa_code_required',
  mfa_setup_required: 'mfa_setup_required',
};

/** The longest Retry-After a refused run waits before its one retry: a restart is a matter of seconds. */
const maxDrainingWaitMs = 5000;

/**
 * How long to wait before retrying a run the server refused because it is draining (503 `server_draining`, which it
 * answers before any work), from its Retry-After; null for any other answer. Reads the body of that answer only.
 */
export async function drainingRetryMs(response: Response): Promise<number | null> {
  const body = apiErrorSchema.safeParse(await response.clone().json().catch(() => null));
  if (!body.success || body.data.code !== 'server_draining') return null;
  const seconds = Number(response.headers.get('Retry-After') ?? 1);
  return Math.min(maxDrainingWaitMs, Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : 1000);
}

/** Resolves after `ms`, or rejects at once when `signal` aborts (the card was closed or stopped). */
export function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });
}

/** What a failed `POST /api/ai/run` means to the user. */
export async function runErrorFromResponse(response: Response, now = Date.now()): Promise<RunError> {
  const body = apiErrorSchema.safeParse(await response.json().catch(() => null));
  const code = body.success ? body.data.code : '';
  const message = body.success ? body.data.message : `HTTP ${response.status}`;
  const mapped = byCode[code];
  if (mapped) return { code: mapped, message, resetAt: null };
  switch (response.status) {
    case 401:
      return { code: 'session_ended', message, resetAt: null };
    case 413:
      return { code: 'too_long', message, resetAt: null };
    case 429:
      return { code: 'limit_reached', message, resetAt: resetAt(response.headers, now) };
    case 502:
    case 504:
      return { code: 'provider_unavailable', message, resetAt: null };
    case 503:
      return { code: 'not_configured', message, resetAt: null };
    default:
      return { code: response.status < 500 ? 'invalid' : 'unknown', message, resetAt: null };
  }
}

/** An error event inside the stream: the provider failed after it started, or the server had to stop (a restart). */
export function runErrorFromEvent(data: string): RunError {
  const body = apiErrorSchema.safeParse(safeJson(data));
  const message = body.success ? body.data.message : 'The answer stopped unexpectedly.';
  const code = body.success && body.data.code === 'server_draining' ? 'server_restarting' : 'provider_unavailable';
  return { code, message, resetAt: null };
}

export function safeJson(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
}
