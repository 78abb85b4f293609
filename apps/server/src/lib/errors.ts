import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { clientAborted, isClientAbort } from './client-abort.ts';
import { HttpError } from './http-error.ts';
import { jsonError } from './json-error.ts';
import type { RequestEnv } from './request-env.ts';
import type { Logger } from './logger.ts';

/** One place turns every thrown error into `{code, message}`; anything unexpected is a logged 500. */
export function errorHandler<E extends RequestEnv>(logger: Logger): ErrorHandler<E> {
  return (error, c) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return jsonError(c, error.status, error.code, error.message, error.extra);
    }
    if (error instanceof HTTPException) {
      const status = error.status as ContentfulStatusCode;
      return jsonError(c, status, status === 413 ? 'payload_too_large' : 'bad_request', error.message || 'Bad request');
    }
    if (isClientAbort(c, error)) return clientAborted(c, logger);
    logger.error({ err: error, requestId: c.get('requestId'), path: c.req.path }, 'unhandled error');
    return jsonError(c, 500, 'internal_error', 'Something went wrong on our side. Please try again.');
  };
}

export const notFoundHandler: NotFoundHandler = (c) => jsonError(c, 404, 'not_found', 'Not found');
