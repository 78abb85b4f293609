import { createHash, createHmac, randomBytes, sign } from 'node:crypto';
import type { UserRow } from '../db/schema/auth.ts';
import { appMetadataOf } from './user-json.ts';
import type { SigningKeys } from './signing-keys.ts';
import type { SessionRow } from './session-row.ts';
import { maxMetadataBytes } from './user-metadata.ts';

const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
const opaque = (bytes: Uint8Array) => Array.from(bytes, (b) => alphabet[b % 36]).join('');

/** 32 characters of [a-z0-9]: opaque to the client like GoTrue's, with ~165 bits of entropy. */
export function newOpaqueToken(): string {
  return opaque(randomBytes(32));
}

/**
 * The refresh token that rotating `parent` issues: derived from it with a server key, so a client that
 * lost the answer to its refresh can be given the same child again (GoTrue answers a reused parent with
 * the current token) while the database keeps digests only. Without the key nobody can derive a child,
 * not even from a stolen parent.
 */
export const childToken = (key: Uint8Array, parent: string) => opaque(createHmac('sha256', key).update(parent).digest());

/** Only digests of refresh and one-time tokens are stored, so a database leak yields no usable token. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

export interface AccessTokenInput {
  user: UserRow;
  session: Pick<SessionRow, 'id' | 'authenticatedAt' | 'amrMethod' | 'aal' | 'mfaVerifiedAt'>;
}

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * GoTrue's `amr`: how the session proved who it is, most recent first (`CalculateAALAndAMR`); a verified factor's code
 * adds `totp` at the time it was given, and the session's level follows it.
 */
function amrOf(session: AccessTokenInput['session']) {
  const first = { method: session.amrMethod, timestamp: unixSeconds(session.authenticatedAt) };
  if (!session.mfaVerifiedAt) return [first];
  return [{ method: 'totp', timestamp: unixSeconds(session.mfaVerifiedAt) }, first].sort((a, b) => b.timestamp - a.timestamp);
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const headers = new Map<string, string>();
/** Room for the capped metadata, two 255-character emails and every other claim. */
const maxPayloadBytes = maxMetadataBytes + 1536;

/**
 * GoTrue's access-token claims, ES256-signed with the published `kid`. Signed with node:crypto directly
 * (JWS compact form, P-256 signature as r‖s per RFC 7518 §3.4): synchronous and several times cheaper
 * than WebCrypto, which matters on every sign-in and refresh. Verification stays with jose.
 */
export function signAccessToken(keys: SigningKeys, issuer: string, lifetime: number, input: AccessTokenInput) {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + lifetime;
  const { user, session } = input;
  const identity = { sub: user.id, email: user.email, email_verified: user.emailConfirmedAt !== null, phone_verified: false };
  const payload = {
    email: user.email,
    phone: '',
    app_metadata: appMetadataOf(user),
    user_metadata: { ...user.userMetadata, ...identity },
    role: 'authenticated',
    aal: session.aal,
    amr: amrOf(session),
    session_id: session.id,
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
  let body = Buffer.from(JSON.stringify(payload));
  // Metadata stored before the cap (user-metadata.ts) stays out of the token rather than make it too big to send.
  if (body.length > maxPayloadBytes) body = Buffer.from(JSON.stringify({ ...payload, user_metadata: identity }));
  const signingInput = `${header}.${body.toString('base64url')}`;
  const signature = sign('sha256', Buffer.from(signingInput), { key: keys.signingKey, dsaEncoding: 'ieee-p1363' });
  return { jwt: `${signingInput}.${signature.toString('base64url')}`, exp };
}
