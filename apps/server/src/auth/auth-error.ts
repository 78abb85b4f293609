import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A GoTrue-style failure: the status, the error code and the message GoTrue sends. */
export class AuthError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

const apiVersionHeader = 'x-supabase-api-version';

/** True when the client asked for the 2024-01-01 error shape (any valid date on or after it). */
export function wantsModernErrors(c: Context): boolean {
  const value = c.req.header(apiVersionHeader);
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return !Number.isNaN(Date.parse(value)) && value >= '2024-01-01';
}

/**
 * GoTrue picks the error body by the request's API version: `{code, message}` plus the echoed header,
 * or the legacy `{code: <status>, error_code, msg}` plus `x-sb-error-code`.
 */
export function authErrorResponse(c: Context, error: AuthError) {
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  if (wantsModernErrors(c)) {
    c.header(apiVersionHeader, '2024-01-01');
    return c.json({ code: error.code, message: error.message, ...error.extra }, error.status);
  }
  c.header('x-sb-error-code', error.code);
  return c.json({ code: error.status, error_code: error.code, msg: error.message, ...error.extra }, error.status);
}

export const invalidCredentials = () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
