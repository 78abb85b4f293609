import { sql, type SQL } from 'drizzle-orm';
import { HttpError } from '../../lib/http-error.ts';
import { codeRequiredError } from '../require-user.ts';
import { hasVerifiedFactorSql } from './factor-json.ts';

/**
 * SQL, for the AI gateway's session query (no extra round trip): why a session may not run anything yet (decision 046),
 * else null. `code`: signed in halfway (aal1, the account has a verified factor). `setup`: the account has no verified
 * factor and is in a team that requires one, and the session did not come through that team's single sign-on (those
 * are the IdP's to secure). Written so the factor lookup is made once.
 */
export function runGateSql(userId: SQL, aal: SQL, ssoTeamId: SQL) {
  return sql<'code' | 'setup' | null>`(select case
    when enrolled then case when ${aal} = 'aal1' then 'code' end
    when exists (select 1 from team_members m join team_mfa_policies p on p.team_id = m.team_id and p.required
      where m.user_id = ${userId} and ${ssoTeamId} is distinct from m.team_id) then 'setup'
  end from (select ${hasVerifiedFactorSql(userId)} as enrolled) gate)`;
}

/** The 403 of a member whose team requires two-step verification and who has not set it up. */
export const setupRequiredError = () =>
  new HttpError(403, 'mfa_setup_required', 'Your team requires two-step verification. Set it up in Settings on the website to run actions.');

/** Throws the refusal `runGateSql` answered, if any. */
export function refuseByRunGate(gate: 'code' | 'setup' | null | undefined): void {
  if (gate === 'code') throw codeRequiredError();
  if (gate === 'setup') throw setupRequiredError();
}
