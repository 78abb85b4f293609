import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { UserRow } from '../db/schema/auth.ts';
import type { SessionRow } from './sessions.ts';

type Raw = Record<string, unknown>;
// Timestamps travel as epoch milliseconds (float8): both drivers hand those over as numbers.
const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);
const date = (value: unknown) => (value === null || value === undefined ? null : new Date(Number(value)));
const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>;

export interface Rotation {
  /** Digest of the presented refresh token. */
  hash: string;
  /** Digest of the child token to issue. */
  childHash: string;
}

// Token digests are base64url (tokenHash), so they can travel as one array literal without quoting.
const digestPattern = /^[A-Za-z0-9_-]+$/;
const arrayLiteral = (values: string[]) => {
  if (!values.every((v) => digestPattern.test(v))) throw new Error('token digests must be base64url');
  return `{${values.join(',')}}`;
};

/**
 * Revokes each token that is live and inserts its child, returning the session and user of each rotated
 * token by its digest, in one statement for the whole batch (of two concurrent uses of a token exactly
 * one sees `revoked = false`). A digest missing from the answer was not live. Digests must be distinct.
 */
export async function rotateLiveTokens(db: Db, rotations: Rotation[]) {
  const result = await db.execute<Raw>(sql`
    with input as (
      select * from unnest(${arrayLiteral(rotations.map((r) => r.hash))}::text[],
        ${arrayLiteral(rotations.map((r) => r.childHash))}::text[]) as i(hash, child_hash)
    ), revoked as (
      update auth_refresh_tokens t set revoked = true, updated_at = now()
      from input i where t.token_hash = i.hash and t.revoked = false
      returning t.token_hash, t.session_id
    ), child as (
      insert into auth_refresh_tokens (token_hash, session_id, parent_hash)
      select i.child_hash, r.session_id, r.token_hash from revoked r join input i on i.hash = r.token_hash
      returning parent_hash, session_id
    )
    select child.parent_hash, s.id as session_id, s.amr_method, ${ms('s.authenticated_at')} as s_authenticated_at,
      ${ms('s.created_at')} as s_created_at, ${ms('s.updated_at')} as s_updated_at,
      u.id, u.email, u.encrypted_password, u.identity_id, u.user_metadata,
      ${ms('u.email_confirmed_at')} as email_confirmed_at, ${ms('u.confirmation_sent_at')} as confirmation_sent_at,
      ${ms('u.recovery_sent_at')} as recovery_sent_at, ${ms('u.last_sign_in_at')} as last_sign_in_at,
      ${ms('u.created_at')} as created_at, ${ms('u.updated_at')} as updated_at
    from child join auth_sessions s on s.id = child.session_id join users u on u.id = s.user_id`);
  // postgres.js answers an array, PGlite `{rows}`.
  const rows = (Array.isArray(result) ? result : ((result as { rows?: Raw[] }).rows ?? [])) as Raw[];
  return new Map(rows.map((row) => [String(row.parent_hash), fromRow(row)]));
}

function fromRow(row: Raw) {
  const user: UserRow = {
    id: String(row.id),
    email: String(row.email),
    encryptedPassword: String(row.encrypted_password),
    identityId: String(row.identity_id),
    userMetadata: json(row.user_metadata),
    emailConfirmedAt: date(row.email_confirmed_at),
    confirmationSentAt: date(row.confirmation_sent_at),
    recoverySentAt: date(row.recovery_sent_at),
    lastSignInAt: date(row.last_sign_in_at),
    createdAt: date(row.created_at)!,
    updatedAt: date(row.updated_at)!,
  };
  const session: SessionRow = {
    id: String(row.session_id),
    userId: user.id,
    amrMethod: String(row.amr_method),
    authenticatedAt: date(row.s_authenticated_at)!,
    createdAt: date(row.s_created_at)!,
    updatedAt: date(row.s_updated_at)!,
  };
  return { user, session };
}
