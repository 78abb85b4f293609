import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A failure the caller should see as `{code, message}` (plus `extra` fields) with this status. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
