import { sql } from 'drizzle-orm';
import type { MfaFactorRow } from '../../db/schema/auth.ts';
import type { AuthContext } from '../auth-context.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { challengeLifetimeSeconds } from './verify-factor.ts';

/**
 * `POST /factors/{id}/challenge` (GoTrue's `challengeTOTPFactor`): a challenge bound to the caller's address, answered
 * with when it expires. The factor's challenges that expired go in the same statement, so the table stays small.
 */
export async function challengeFactor(ctx: AuthContext, factor: MfaFactorRow, ip: string) {
  const result = await ctx.deps.db.execute(sql`
    with c as (
      insert into auth_mfa_challenges (factor_id, ip_address) values (${factor.id}, ${ip}) returning id, created_at
    ), f as (
      update auth_mfa_factors set last_challenged_at = now() where id = ${factor.id}
    ), old as (
      delete from auth_mfa_challenges where factor_id = ${factor.id} and created_at < now() - make_interval(secs => ${challengeLifetimeSeconds})
    )
    select id, extract(epoch from created_at)::float8 as created from c`);
  const row = rowsOf(result)[0]!;
  return { id: String(row.id), type: factor.factorType, expires_at: Math.floor(Number(row.created)) + challengeLifetimeSeconds };
}
