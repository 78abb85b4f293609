import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Env } from '../env.ts';

/** 32 bytes for AES-256-GCM, kept like the JWT signing key: `SECRETS_KEY`, else a file in DATA_DIR shared by processes. */
export type SecretsKey = Buffer;

const cache = new Map<string, Promise<SecretsKey>>();

export function loadSecretsKey(env: Env): Promise<SecretsKey> {
  const id = env.SECRETS_KEY ? `env:${env.SECRETS_KEY}` : env.NODE_ENV === 'test' ? 'memory' : path.resolve(env.DATA_DIR);
  let key = cache.get(id);
  if (!key) {
    key = (async () => {
      if (env.SECRETS_KEY) return Buffer.from(env.SECRETS_KEY, /^[0-9a-f]{64}$/i.test(env.SECRETS_KEY) ? 'hex' : 'base64');
      if (id === 'memory') return randomBytes(32);
      return readOrCreate(path.join(id, 'secrets', 'secrets-key'));
    })();
    cache.set(id, key);
    key.catch(() => cache.delete(id));
  }
  return key;
}

/** Creates the key file atomically (hard link of a finished temp file), so processes starting together agree on one key. */
async function readOrCreate(file: string): Promise<SecretsKey> {
  const read = async () => Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
  try {
    return await read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const temp = `${file}.${randomBytes(8).toString('hex')}.tmp`;
  await writeFile(temp, randomBytes(32).toString('base64'), { mode: 0o600, flush: true });
  try {
    await link(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(temp);
  }
  return read();
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
