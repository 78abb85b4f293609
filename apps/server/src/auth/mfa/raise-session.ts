import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { fromRow, sessionAndUserColumns } from '../session-row-sql.ts';
import { newOpaqueToken, tokenHash } from '../tokens.ts';
import { AuthError } from '../auth-error.ts';

/**
 * Raises a session to aal2 by a verified factor (GoTrue's `updateMFASessionAndClaims`), in one statement: the level,
 * the factor and the time of the code; and a new refresh token in place of the session's live ones, so a refresh
 * token handed out at aal1 is not what carries the session on (GoTrue swaps it too). Answers the session, its user
 * with their factors as they are now, and the new refresh token.
 */
export async function raiseSession(db: Pick<Db, 'execute'>, sessionId: string, factorId: string) {
  const refreshToken = newOpaqueToken();
  const result = await db.execute(sql`
    with s as (
      update auth_sessions set aal = 'aal2', factor_id = ${factorId}, mfa_verified_at = now(), updated_at = now()
      where id = ${sessionId} returning *
    ), revoked as (
      update auth_refresh_tokens t set revoked = true, updated_at = now() from s
      where t.session_id = s.id and t.revoked = false returning t.token_hash
    ), r as (
      insert into auth_refresh_tokens (token_hash, session_id, parent_hash)
      select ${tokenHash(refreshToken)}, s.id, (select min(token_hash) from revoked) from s
    )
    select ${sessionAndUserColumns} from s join users u on u.id = s.user_id`);
  const row = rowsOf(result)[0];
  if (!row) throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  return { ...fromRow(row), refreshToken };
}
