import { mkdtemp, readdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readOrCreateKeyFile } from './key-file.ts';

describe('key files', () => {
  it('agrees on one key when many starts race to create it, and leaves no temp files', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'selecta-key-file-'));
    const file = path.join(dir, 'keys', 'a-key');
    let created = 0;
    const keys = await Promise.all(Array.from({ length: 12 }, () => readOrCreateKeyFile(file, () => `key-${++created}`)));
    expect(new Set(keys).size).toBe(1);
    expect(await readdir(path.dirname(file))).toEqual(['a-key']);
    // Only the owner may read it.
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readOrCreateKeyFile(file, () => 'never used')).toBe(keys[0]);
  });
});
