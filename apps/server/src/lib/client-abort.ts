import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { jsonError } from './json-error.ts';
import type { Logger } from './logger.ts';

/** nginx's "client closed request": nobody reads this answer; it only names the request line's status in logs. */
export const clientClosedStatus = 499 as ContentfulStatusCode;

/**
 * Whether `error` is the request's own body failing because the client (or a proxy) hung up: Node's `aborted` /
 * `ECONNRESET` while the request's signal says the client is gone. A database or provider connection reset is not.
 */
export function isClientAbort(c: Context, error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const looksAborted = code === 'ECONNRESET' || code === 'ECONNABORTED' || code === 'ERR_STREAM_PREMATURE_CLOSE' || message === 'aborted';
  return looksAborted && c.req.raw.signal.aborted;
}

/** Logs the abort as what it is (info, not an error) and answers 499 to nobody. */
export function clientAborted(c: Context, logger: Logger) {
  logger.info({ path: c.req.path }, 'client aborted the request');
  return jsonError(c, clientClosedStatus, 'client_closed_request', 'The client closed the request before it was read.');
}
