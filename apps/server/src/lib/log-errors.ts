import { DrizzleQueryError } from 'drizzle-orm/errors';
import pino from 'pino';

/** PostgreSQL's (postgres.js's `PostgresError`, PGlite's `DatabaseError`): a five-character SQLSTATE and a severity. */
interface ServerError extends Error {
  code: string;
  severity?: string;
  constraint?: string;
  table?: string;
  table_name?: string;
  column?: string;
  column_name?: string;
  routine?: string;
}

function isServerError(value: unknown): value is ServerError {
  const code: unknown = value instanceof Error ? (value as Partial<ServerError>).code : undefined;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && 'severity' in (value as object);
}

/** The stack's frames without its first lines, which repeat the message (and drizzle's message lists the values). */
const framesOnly = (stack: string | undefined) => stack?.split('\n').filter((line) => line.trimStart().startsWith('at ')).join('\n');

/** Quoted parts of PostgreSQL's messages can be values (`invalid input syntax for type uuid: "…"`): left out. */
const withoutQuoted = (message: string) => message.replace(/"[^"]*"/g, '"…"');

function serverErrorLog(error: ServerError) {
  return {
    type: error.constructor.name,
    code: error.code,
    severity: error.severity,
    // `detail` and `where` are never logged: they quote the row (`Key (email)=(…) already exists`).
    message: withoutQuoted(error.message),
    constraint: error.constraint,
    table: error.table ?? error.table_name,
    column: error.column ?? error.column_name,
    routine: error.routine,
  };
}

/**
 * pino's `err` serializer, except for database errors: a failed query is logged with its SQL text and the server's
 * error code, never with its parameters or the values PostgreSQL quotes (emails and password hashes were seen).
 */
export function serializeError(error: unknown): unknown {
  if (error instanceof DrizzleQueryError) {
    return {
      type: 'DrizzleQueryError',
      message: 'Failed query',
      query: error.query,
      stack: framesOnly(error.stack),
      cause: isServerError(error.cause) ? serverErrorLog(error.cause) : error.cause instanceof Error ? { type: error.cause.name } : undefined,
    };
  }
  if (isServerError(error)) return { ...serverErrorLog(error), stack: framesOnly(error.stack) };
  return error instanceof Error ? pino.stdSerializers.err(error) : error;
}
