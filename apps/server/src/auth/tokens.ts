import { createHash, randomBytes, sign } from 'node:crypto';
import type { UserRow } from '../db/schema/auth.ts';
import { appMetadata } from './user-json.ts';
import type { SigningKeys } from './signing-keys.ts';

/** 32 characters of [a-z0-9]: opaque to the client like GoTrue's, with ~165 bits of entropy. */
export function newOpaqueToken(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(randomBytes(32), (b) => alphabet[b % 36]).join('');
}

/** Only digests of refresh and one-time tokens are stored, so a database leak yields no usable token. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

export interface AccessTokenInput {
  user: UserRow;
  sessionId: string;
  authenticatedAt: Date;
  amrMethod: string;
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const headers = new Map<string, string>();

/**
 * GoTrue's access-token claims, ES256-signed with the published `kid`. Signed with node:crypto directly
 * (JWS compact form, P-256 signature as r‖s per RFC 7518 §3.4): synchronous and several times cheaper
 * than WebCrypto, which matters on every sign-in and refresh. Verification stays with jose.
 */
export function signAccessToken(keys: SigningKeys, issuer: string, lifetime: number, input: AccessTokenInput) {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + lifetime;
  const { user } = input;
  const payload = {
    email: user.email,
    phone: '',
    app_metadata: appMetadata,
    user_metadata: { ...user.userMetadata, sub: user.id, email: user.email, email_verified: user.emailConfirmedAt !== null, phone_verified: false },
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: input.amrMethod, timestamp: Math.floor(input.authenticatedAt.getTime() / 1000) }],
    session_id: input.sessionId,
    is_anonymous: false,
    iss: issuer,
    sub: user.id,
    aud: 'authenticated',
    iat,
    exp,
  };
  let header = headers.get(keys.kid);
  if (!header) {
    header = base64url({ alg: 'ES256', kid: keys.kid, typ: 'JWT' });
    headers.set(keys.kid, header);
  }
  const signingInput = `${header}.${base64url(payload)}`;
  const signature = sign('sha256', Buffer.from(signingInput), { key: keys.signingKey, dsaEncoding: 'ieee-p1363' });
  return { jwt: `${signingInput}.${signature.toString('base64url')}`, exp };
}
