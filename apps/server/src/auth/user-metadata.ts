import { AuthError } from './auth-error.ts';

/**
 * The most `user_metadata` may hold, in bytes of JSON. Every access token carries a copy: with the
 * longest email this keeps a token near 5 kB, well under the 8 kB request-header limit of common
 * proxies (nginx's default buffer), so metadata can never lock an account out of its own API.
 */
export const maxMetadataBytes = 3072;

export const metadataTooLarge = () =>
  new AuthError(400, 'validation_failed', `user metadata is too large: at most ${maxMetadataBytes} bytes of JSON`);

/**
 * GoTrue's update of `user_metadata`: top-level keys of `data` replace the stored ones and a `null` removes
 * its key. Built with Object.fromEntries so a `__proto__` key stays an ordinary key. The merged result is
 * capped, so a change that shrinks oversized metadata is always accepted.
 */
export function mergeMetadata(stored: Record<string, unknown>, data: Record<string, unknown>): Record<string, unknown> {
  const merged = Object.fromEntries([
    ...Object.entries(stored).filter(([key]) => !Object.hasOwn(data, key)),
    ...Object.entries(data).filter(([, value]) => value !== null),
  ]);
  if (Buffer.byteLength(JSON.stringify(merged)) > maxMetadataBytes) throw metadataTooLarge();
  return merged;
}
