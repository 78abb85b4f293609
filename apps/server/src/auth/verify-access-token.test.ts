import { createLocalJWKSet, exportJWK, generateKeyPair, type JWTVerifyGetKey, SignJWT } from 'jose';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifyAccessToken } from './verify-access-token.ts';

let sign: (expiresInSeconds: number) => Promise<string>;
let jwks: Parameters<typeof createLocalJWKSet>[0];

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  jwks = { keys: [{ ...(await exportJWK(publicKey)), alg: 'ES256', kid: 'k1' }] };
  sign = (expiresInSeconds) =>
    new SignJWT({ sub: crypto.randomUUID(), aud: 'authenticated' })
      .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
      .sign(privateKey);
});
afterEach(() => vi.useRealTimers());

/** A key resolver that counts how often a signature was checked through it. */
function countingKeys(): { getKey: JWTVerifyGetKey; checks: () => number } {
  const local = createLocalJWKSet(jwks);
  let checks = 0;
  const getKey: JWTVerifyGetKey = (header, token) => {
    checks += 1;
    return local(header, token);
  };
  return { getKey, checks: () => checks };
}

describe('verifyAccessToken: a token verified once is not verified again for ten minutes', () => {
  it('answers the same token again from the cache, with the same claims', async () => {
    const { getKey, checks } = countingKeys();
    const token = await sign(3600);
    const first = await verifyAccessToken(getKey, token);
    expect(await verifyAccessToken(getKey, token)).toEqual(first);
    expect(checks()).toBe(1);
  });

  it('still refuses a cached token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { getKey } = countingKeys();
    const token = await sign(60);
    await verifyAccessToken(getKey, token);
    vi.setSystemTime(Date.now() + 61_000);
    await expect(verifyAccessToken(getKey, token)).rejects.toThrow();
  });

  it('checks the signature again after ten minutes, and through a new key set at once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const keys = countingKeys();
    const token = await sign(3600);
    await verifyAccessToken(keys.getKey, token);
    vi.setSystemTime(Date.now() + 9 * 60_000);
    await verifyAccessToken(keys.getKey, token);
    expect(keys.checks()).toBe(1);
    vi.setSystemTime(Date.now() + 2 * 60_000);
    await verifyAccessToken(keys.getKey, token);
    expect(keys.checks()).toBe(2);
    const rotated = countingKeys();
    await verifyAccessToken(rotated.getKey, token);
    expect(rotated.checks()).toBe(1);
  });

  it('never caches a refusal: a token of another key is refused every time', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT({ sub: crypto.randomUUID(), aud: 'authenticated' }).setProtectedHeader({ alg: 'ES256', kid: 'k1' }).setExpirationTime('1h').sign(privateKey);
    const { getKey, checks } = countingKeys();
    await expect(verifyAccessToken(getKey, forged)).rejects.toThrow();
    await expect(verifyAccessToken(getKey, forged)).rejects.toThrow();
    expect(checks()).toBe(2);
  });
});
