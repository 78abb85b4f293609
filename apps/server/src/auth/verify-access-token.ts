import { type JWTPayload, type JWTVerifyGetKey, createRemoteJWKSet, jwtVerify } from 'jose';
import type { Env } from '../env.ts';
import { loadSigningKeys } from './signing-keys.ts';

export interface AccessClaims extends JWTPayload {
  sub: string;
  email?: string;
  session_id?: string;
  /** GoTrue's authenticator assurance level: `aal2` once a factor's code was given in the session. */
  aal?: string;
}

const remoteSets = new Map<string, JWTVerifyGetKey>();

/**
 * The key resolver for access tokens: the hosted project's JWKS (fetched by jose, cached, refetched on
 * an unknown `kid`) with SUPABASE_URL, else the embedded service's own JWKS. Both go through jwtVerify.
 */
export async function accessTokenKeys(env: Env): Promise<JWTVerifyGetKey> {
  if (!env.SUPABASE_URL) return (await loadSigningKeys(env)).getKey;
  const url = `${env.SUPABASE_URL.replace(/\/$/, '')}/auth/v1/.well-known/jwks.json`;
  let set = remoteSets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { cacheMaxAge: 10 * 60_000, cooldownDuration: 30_000 });
    remoteSets.set(url, set);
  }
  return set;
}

/**
 * Verifies signature, expiry and audience. Only asymmetric algorithms are accepted, so `alg: none` and
 * HS256 tokens signed with a guessed secret are refused before any key is looked at.
 */
export async function verifyAccessToken(getKey: JWTVerifyGetKey, token: string): Promise<AccessClaims> {
  const now = Date.now();
  const hit = verified.get(token);
  if (hit && hit.getKey === getKey && hit.until > now && hit.claims.exp! * 1000 > now) return hit.claims;
  const { payload } = await jwtVerify(token, getKey, {
    algorithms: ['ES256', 'RS256'],
    audience: 'authenticated',
    requiredClaims: ['sub', 'exp'],
  });
  if (typeof payload.sub !== 'string' || payload.sub === '') throw new Error('missing sub claim');
  // The oldest entry goes first (a Map iterates in insertion order): a full cache never re-verifies everyone at once.
  verified.delete(token);
  if (verified.size >= maxVerified) verified.delete(verified.keys().next().value!);
  verified.set(token, { claims: payload as AccessClaims, getKey, until: now + verifiedForMs });
  return payload as AccessClaims;
}

/**
 * The same token string verifies the same way: a token verified in the last ten minutes skips the signature check
 * (its expiry is still checked every time; a session that ended is refused by the session check, not the token). An
 * ES256 verification costs about 0.09 ms of CPU, and a client sends one token for every run of its hour (decision
 * 050). Ten minutes is the hosted JWKS's own cache age: a key withdrawn from it is not trusted longer than that.
 */
const verifiedForMs = 10 * 60_000;
const maxVerified = 10_000;
const verified = new Map<string, { claims: AccessClaims; getKey: JWTVerifyGetKey; until: number }>();

/** The token of an `Authorization: Bearer …` header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}
