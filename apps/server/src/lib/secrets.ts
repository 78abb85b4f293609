import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Env } from '../env.ts';
import { cachedKeyLoader, readOrCreateKeyFile } from './key-file.ts';

/** 32 bytes for AES-256-GCM, kept like the JWT signing key: `SECRETS_KEY`, else a file in DATA_DIR shared by processes. */
export type SecretsKey = Buffer;

const loadKey = cachedKeyLoader('secrets/secrets-key', async (source): Promise<SecretsKey> => {
  if (source.kind === 'variable') return Buffer.from(source.value, /^[0-9a-f]{64}$/i.test(source.value) ? 'hex' : 'base64');
  if (source.kind === 'memory') return randomBytes(32);
  return Buffer.from((await readOrCreateKeyFile(source.file, () => randomBytes(32).toString('base64'))).trim(), 'base64');
});

export function loadSecretsKey(env: Env): Promise<SecretsKey> {
  return loadKey(env, env.SECRETS_KEY);
}

/**
 * AES-256-GCM with a fresh 12-byte IV; `context` (the row's owner, e.g. a team id) is authenticated data, so a
 * ciphertext copied to another row does not decrypt. Stored as `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
export function encryptSecret(key: SecretsKey, plaintext: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(context));
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

export function decryptSecret(key: SecretsKey, stored: string, context: string): string {
  const [version, iv, tag, data] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('Unknown secret format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url')).setAAD(Buffer.from(context));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
