import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Every error the server answers has this body: `{code, message}` and any extra fields. */
export function jsonError(c: Context, status: ContentfulStatusCode, code: string, message: string, extra: Record<string, unknown> = {}) {
  return c.json({ code, message, ...extra }, status);
}
