import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';
import { type Raw, fromRow, sessionAndUserColumns } from './session-row-sql.ts';
import { sessionRefusedBySso } from './sso/sso-required.ts';
import { deactivatedByDirectory } from './directory-status.ts';

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
 * one sees `revoked = false`). A digest missing from the answer was not live. Digests must be distinct. `ssoRefused`:
 * the session's address now requires its team's SSO and the session did not come through it (decision 040).
 * `deactivated`: the user's team directory deactivated them (decision 047) after the session began (a sign-in that raced
 * the deactivation, whose sessions it ended).
 */
export async function rotateLiveTokens(db: Db, rotations: Rotation[]) {
  const hashes = arrayLiteral(rotations.map((r) => r.hash));
  // The update matches with `= any(array)`, which keeps the unique index on token_hash in use; joined
  // with `unnest` PostgreSQL planned a scan of the whole table (refresh fell from ~300/s to ~100/s).
  const result = await db.execute<Raw>(sql`
    with input as (
      select * from unnest(${hashes}::text[],
        ${arrayLiteral(rotations.map((r) => r.childHash))}::text[]) as i(hash, child_hash)
    ), revoked as (
      update auth_refresh_tokens t set revoked = true, updated_at = now()
      where t.token_hash = any(${hashes}::text[]) and t.revoked = false
      returning t.token_hash, t.session_id
    ), child as (
      insert into auth_refresh_tokens (token_hash, session_id, parent_hash)
      select i.child_hash, r.session_id, r.token_hash from revoked r join input i on i.hash = r.token_hash
      returning parent_hash, session_id
    )
    select child.parent_hash, ${sessionAndUserColumns}, ${sessionRefusedBySso(sql.raw('u.email'), sql.raw('s.sso_team_id'))} as sso_refused,
      ${deactivatedByDirectory(sql.raw('u.id'))} as deactivated
    from child join auth_sessions s on s.id = child.session_id join users u on u.id = s.user_id`);
  return new Map(rowsOf(result).map((row) => [String(row.parent_hash), { ...fromRow(row), ssoRefused: row.sso_refused === true, deactivated: row.deactivated === true }]));
}
