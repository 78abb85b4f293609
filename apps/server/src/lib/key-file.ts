import { randomUUID } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Env } from '../env.ts';

/**
 * Where a server key comes from: a variable when set; in tests, memory (so no test writes into the repository's
 * `.data`); else a file under DATA_DIR that every process sharing the directory reuses.
 */
export type KeySource = { kind: 'variable'; value: string } | { kind: 'memory' } | { kind: 'file'; file: string };

/**
 * One load per key and source, shared by every caller in the process (a failed load is forgotten, so it is retried).
 * `file` is the key's path under DATA_DIR, e.g. `auth/jwt-signing-key.json`.
 */
export function cachedKeyLoader<K>(file: string, load: (source: KeySource) => Promise<K>): (env: Env, variable: string | undefined) => Promise<K> {
  const cache = new Map<string, Promise<K>>();
  return (env, variable) => {
    const id = variable ? `env:${variable}` : env.NODE_ENV === 'test' ? 'memory' : path.resolve(env.DATA_DIR);
    let key = cache.get(id);
    if (!key) {
      const source: KeySource = variable ? { kind: 'variable', value: variable } : id === 'memory' ? { kind: 'memory' } : { kind: 'file', file: path.join(id, file) };
      key = load(source);
      cache.set(id, key);
      key.catch(() => cache.delete(id));
    }
    return key;
  };
}

/**
 * Reads a key file, creating it first if absent. Created atomically (a hard link of a finished temp file), so
 * processes starting together agree on one key: the loser of the race reads the winner's.
 */
export async function readOrCreateKeyFile(file: string, create: () => Promise<string> | string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const temp = `${file}.${randomUUID()}.tmp`;
  await writeFile(temp, await create(), { mode: 0o600, flush: true });
  try {
    await link(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(temp);
  }
  return readFile(file, 'utf8');
}
