import { createHash, randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
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

/** GoTrue's access-token claims, ES256-signed with the published `kid`. */
export async function signAccessToken(keys: SigningKeys, issuer: string, lifetime: number, input: AccessTokenInput) {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + lifetime;
  const { user } = input;
  const jwt = await new SignJWT({
    email: user.email,
    phone: '',
    app_metadata: appMetadata,
    user_metadata: { ...user.userMetadata, sub: user.id, email: user.email, email_verified: user.emailConfirmedAt !== null, phone_verified: false },
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: input.amrMethod, timestamp: Math.floor(input.authenticatedAt.getTime() / 1000) }],
    session_id: input.sessionId,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: 'ES256', kid: keys.kid, typ: 'JWT' })
    .setIssuer(issuer)
    .setSubject(user.id)
    .setAudience('authenticated')
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(keys.privateKey);
  return { jwt, exp };
}
