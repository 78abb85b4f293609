import pino from 'pino';
import type { Env } from '../env.ts';
import { serializeError } from './log-errors.ts';
import { requestLogFields } from './request-context.ts';

export type Logger = pino.Logger;

/**
 * Structured logs. Request bodies are never logged; these paths are redacted as a second line of
 * defence should an object carrying them be logged by mistake. Database errors are logged without values.
 * Each line is written to stdout at once, by the thread that logged it: pino's default hands every line to a libuv
 * thread and back (two thread wake-ups per line, about 0.4 ms of an AI run's first token at one stream, decision 050)
 * and loses the lines still queued when the process is killed.
 */
export function createLogger(env: Pick<Env, 'LOG_LEVEL' | 'NODE_ENV'>, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level: env.LOG_LEVEL,
      serializers: { err: serializeError },
      mixin: requestLogFields,
      redact: {
        paths: ['password', '*.password', 'token', '*.token', 'access_token', 'refresh_token', '*.access_token', '*.refresh_token', 'authorization', '*.authorization', 'headers.cookie', 'text', '*.text', 'prompt', '*.prompt'],
        censor: '[redacted]',
      },
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}
