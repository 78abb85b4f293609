import type { HttpError } from '../lib/http-error.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id that is not a UUID can name nothing: it is that resource's 404, not a database error. */
export function uuidParam(value: string | undefined, notFound: () => HttpError): string {
  if (!value || !uuidPattern.test(value)) throw notFound();
  return value.toLowerCase();
}
