import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';
import { decryptSecret, encryptSecret, loadSecretsKey } from './secrets.ts';

describe('secrets at rest', () => {
  const key = randomBytes(32);

  it('round-trips, with a fresh IV each time, and never holds the plaintext', () => {
    const a = encryptSecret(key, 'sk-live-123', 'team-1');
    const b = encryptSecret(key, 'sk-live-123', 'team-1');
    expect(a).not.toBe(b);
    expect(a).not.toContain('sk-live-123');
    expect(decryptSecret(key, a, 'team-1')).toBe('sk-live-123');
  });

  it('refuses another row’s ciphertext, a changed byte and another key', () => {
    const stored = encryptSecret(key, 'sk-live-123', 'team-1');
    expect(() => decryptSecret(key, stored, 'team-2')).toThrow();
    const [v, iv, tag, data] = stored.split('.');
    const flipped = Buffer.from(data!, 'base64url');
    flipped[0]! ^= 1;
    expect(() => decryptSecret(key, [v, iv, tag, flipped.toString('base64url')].join('.'), 'team-1')).toThrow();
    expect(() => decryptSecret(randomBytes(32), stored, 'team-1')).toThrow();
  });

  it('takes SECRETS_KEY as hex or base64, else creates one file in DATA_DIR that every process shares', async () => {
    const hex = randomBytes(32).toString('hex');
    expect((await loadSecretsKey(parseEnv({ SECRETS_KEY: hex }))).toString('hex')).toBe(hex);
    const b64 = randomBytes(32).toString('base64');
    expect((await loadSecretsKey(parseEnv({ SECRETS_KEY: b64 }))).toString('base64')).toBe(b64);
    const dir = await mkdtemp(path.join(tmpdir(), 'selecta-secrets-'));
    try {
      const env = parseEnv({ DATA_DIR: dir, NODE_ENV: 'development' });
      const [first, second] = await Promise.all([loadSecretsKey(env), loadSecretsKey({ ...env, DATA_DIR: `${dir}/` })]);
      expect(first).toHaveLength(32);
      expect(first.equals(second)).toBe(true);
      expect(Buffer.from(await readFile(path.join(dir, 'secrets', 'secrets-key'), 'utf8'), 'base64').equals(first)).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('stops the start on a SECRETS_KEY that is not 32 bytes', () => {
    expect(() => parseEnv({ SECRETS_KEY: 'short' })).toThrow('SECRETS_KEY');
  });
});
