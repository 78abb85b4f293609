import { type KeyObject, createHash, createPrivateKey } from 'node:crypto';
import { type JWK, type JWTVerifyGetKey, calculateJwkThumbprint, createLocalJWKSet, exportJWK, generateKeyPair, importJWK } from 'jose';
import type { Env } from '../env.ts';
import { cachedKeyLoader, readOrCreateKeyFile } from '../lib/key-file.ts';

type PrivateKey = Exclude<Awaited<ReturnType<typeof importJWK>>, Uint8Array>;

export interface SigningKeys {
  kid: string;
  privateKey: PrivateKey;
  /** The same private key for node:crypto's synchronous signer (WebCrypto's costs a thread-pool job). */
  signingKey: KeyObject;
  /** Derives each rotated refresh token from its parent (tokens.ts `childToken`); from the private key, so servers sharing it agree. */
  refreshKey: Buffer;
  /** What `/.well-known/jwks.json` publishes. */
  jwks: { keys: JWK[] };
  /** The same JWKS as a jose key resolver: `requireUser` verifies through it exactly as through a remote one. */
  getKey: JWTVerifyGetKey;
}

const alg = 'ES256';
const loadKeys = cachedKeyLoader('auth/jwt-signing-key.json', async (source) => {
  if (source.kind === 'variable') return fromJwk(JSON.parse(source.value) as JWK);
  if (source.kind === 'memory') return fromJwk(await newPrivateJwk());
  return fromJwk(JSON.parse(await readOrCreateKeyFile(source.file, async () => JSON.stringify(await newPrivateJwk()))) as JWK);
});

/**
 * The ES256 signing key: from AUTH_JWT_KEY (a private JWK) when set, else created once under
 * `DATA_DIR/auth/` and reused by every process sharing that directory. Tests keep one key in memory
 * so no test ever writes into the repository's `.data`.
 */
export function loadSigningKeys(env: Env): Promise<SigningKeys> {
  return loadKeys(env, env.AUTH_JWT_KEY);
}

async function newPrivateJwk(): Promise<JWK> {
  const { privateKey } = await generateKeyPair(alg, { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, alg, kid: await calculateJwkThumbprint(jwk) };
}

async function fromJwk(jwk: JWK): Promise<SigningKeys> {
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || !jwk.d) throw new Error('AUTH_JWT_KEY must be a private EC P-256 JWK');
  const kid = jwk.kid ?? (await calculateJwkThumbprint(jwk));
  const privateKey = (await importJWK({ ...jwk, alg }, alg)) as PrivateKey;
  const publicJwk: JWK = { kty: 'EC', crv: 'P-256', x: jwk.x!, y: jwk.y!, kid, alg, use: 'sig', key_ops: ['verify'] };
  const jwks = { keys: [publicJwk] };
  const signingKey = createPrivateKey({ key: { ...jwk, kty: 'EC', crv: 'P-256', x: jwk.x!, y: jwk.y!, d: jwk.d }, format: 'jwk' });
  const refreshKey = createHash('sha256').update('selecta refresh-token derivation\0').update(jwk.d).digest();
  return { kid, privateKey, signingKey, refreshKey, jwks, getKey: createLocalJWKSet(jwks) };
}
