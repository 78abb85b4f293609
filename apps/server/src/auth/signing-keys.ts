import { type KeyObject, createHash, createPrivateKey, randomUUID } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type JWK, type JWTVerifyGetKey, calculateJwkThumbprint, createLocalJWKSet, exportJWK, generateKeyPair, importJWK } from 'jose';
import type { Env } from '../env.ts';

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
const cache = new Map<string, Promise<SigningKeys>>();

/**
 * The ES256 signing key: from AUTH_JWT_KEY (a private JWK) when set, else created once under
 * `DATA_DIR/auth/` and reused by every process sharing that directory. Tests keep one key in memory
 * so no test ever writes into the repository's `.data`.
 */
export function loadSigningKeys(env: Env): Promise<SigningKeys> {
  const id = env.AUTH_JWT_KEY ? `env:${env.AUTH_JWT_KEY}` : env.NODE_ENV === 'test' ? 'memory' : path.resolve(env.DATA_DIR);
  let keys = cache.get(id);
  if (!keys) {
    keys = (async () => {
      if (env.AUTH_JWT_KEY) return fromJwk(JSON.parse(env.AUTH_JWT_KEY) as JWK);
      if (id === 'memory') return fromJwk(await newPrivateJwk());
      return fromJwk(await readOrCreate(path.join(id, 'auth', 'jwt-signing-key.json')));
    })();
    cache.set(id, keys);
    keys.catch(() => cache.delete(id));
  }
  return keys;
}

async function newPrivateJwk(): Promise<JWK> {
  const { privateKey } = await generateKeyPair(alg, { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, alg, kid: await calculateJwkThumbprint(jwk) };
}

/** Creates the key file atomically (hard link of a finished temp file), so concurrent first starts agree on one key. */
async function readOrCreate(file: string): Promise<JWK> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as JWK;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const temp = `${file}.${randomUUID()}.tmp`;
  await writeFile(temp, JSON.stringify(await newPrivateJwk()), { mode: 0o600, flush: true });
  try {
    await link(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(temp);
  }
  return JSON.parse(await readFile(file, 'utf8')) as JWK;
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
