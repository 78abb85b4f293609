import { accessSync, constants, mkdirSync } from 'node:fs';
import path from 'node:path';

/** A reason the server cannot start that the operator can fix: printed as one line, then exit 1. */
export class StartError extends Error {
  override name = 'StartError';
}

/** `EADDRINUSE` and friends, said with the variable that chooses the port. */
export function listenError(error: NodeJS.ErrnoException, port: number, variable: 'PORT' | 'METRICS_PORT'): Error {
  const other = port === 65_535 ? port - 1 : port + 1;
  if (error.code === 'EADDRINUSE') return new StartError(`port ${port} is already in use: stop what listens there, or choose another port with ${variable}=${other}`);
  if (error.code === 'EACCES') return new StartError(`port ${port} needs privileges this process does not have: choose a port above 1023 with ${variable}=${Math.max(other, 1024)}`);
  return error;
}

/** DATA_DIR holds the embedded database, signing keys and the mail outbox: it must be a folder this process can write. */
export function checkDataDir(dataDir: string): void {
  const folder = path.resolve(dataDir);
  try {
    mkdirSync(folder, { recursive: true });
    accessSync(folder, constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new StartError(`DATA_DIR ${folder} cannot be written (${code}): choose a folder this user can write with DATA_DIR=…`);
  }
}

/** Why the database did not answer, without the URL's password. */
export function databaseError(error: unknown, url: string | undefined): Error {
  if (!url) return error as Error;
  const cause = (error as { cause?: unknown }).cause ?? error;
  const { code, message } = cause as { code?: unknown; message?: unknown };
  const unreachable = ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'CONNECT_TIMEOUT', 'CONNECTION_CLOSED', 'CONNECTION_ENDED', 'CONNECTION_DESTROYED'];
  // 28xxx: authentication; 3D000: no such database; 08xxx: connection exceptions.
  const refused = typeof code === 'string' && /^(28|3D|08)/.test(code);
  if (!(typeof code === 'string' && (unreachable.includes(code) || refused))) return error as Error;
  let where = 'DATABASE_URL';
  try {
    const parsed = new URL(url);
    where = `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname} (DATABASE_URL)`;
  } catch {
    // The URL's shape was checked by env.ts; an unparsable one is named only by its variable.
  }
  const why = refused ? `refused the connection: ${String(message)}` : `does not answer (${code})`;
  return new StartError(`the database at ${where} ${why}: check that PostgreSQL runs there and DATABASE_URL is right`);
}
