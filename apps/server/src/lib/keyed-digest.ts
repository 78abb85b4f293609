import { createHmac } from 'node:crypto';
import type { Env } from '../env.ts';
import { loadSecretsKey } from './secrets.ts';

/**
 * HMAC-SHA-256 of `value` under the server's secrets key, for values a dictionary could recover from a plain hash
 * (an email address, a 6-digit code): a leaked database alone then reveals nothing. `purpose` keeps the digests of
 * different uses apart. Servers sharing SECRETS_KEY (or DATA_DIR) agree on every digest.
 */
export async function keyedDigest(env: Env, purpose: string, value: string): Promise<string> {
  const key = await loadSecretsKey(env);
  return createHmac('sha256', key).update(purpose).update('\0').update(value).digest('base64url');
}
