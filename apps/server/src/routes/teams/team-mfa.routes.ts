import { Hono } from 'hono';
import { teamMfaRequestSchema } from '@selecta/shared/team-mfa';
import { requireAal2IfEnrolled } from '../../auth/mfa/require-aal2.ts';
import { hasVerifiedFactorSql } from '../../auth/mfa/factor-json.ts';
import { requireUser } from '../../auth/require-user.ts';
import type { AppDeps } from '../../lib/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import { HttpError } from '../../lib/http-error.ts';
import { readJson } from '../../lib/read-json.ts';
import { setTeamMfaRequired, teamRequiresMfa } from '../../mfa/team-policy.ts';
import { requireTeamRole, type TeamEnv } from '../../teams/membership.ts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows-of.ts';
import { recordAudit, userAudit } from '../../audit/audit-log.ts';

/**
 * `/api/teams/mfa` (decision 046): whether the team requires two-step verification; every member may read it, only
 * the owner changes it, from an aal2 session, and only once they have a verified factor themselves (GitHub's rule: the
 * one who requires it cannot be the first it locks out).
 */
export function teamMfaRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv & TeamEnv>()
    .use(requireUser(deps))
    .get('/', requireTeamRole(db), async (c) => {
      c.header('cache-control', 'no-store');
      return c.json({ required: await teamRequiresMfa(db, c.var.membership.teamId) });
    })
    .put('/', requireAal2IfEnrolled(deps), requireTeamRole(db, 'owner'), async (c) => {
      const { required } = await readJson(c, teamMfaRequestSchema);
      const { teamId } = c.var.membership;
      if (required) {
        const [me] = rowsOf(await db.execute(sql`select ${hasVerifiedFactorSql(sql`${c.var.user.id}::uuid`)} as enrolled`));
        if (me?.enrolled !== true) throw new HttpError(409, 'mfa_enroll_first', 'Set up two-step verification for your own account before requiring it of the team.');
      }
      await db.transaction(async (tx) => {
        const from = await teamRequiresMfa(tx, teamId);
        await setTeamMfaRequired(tx, teamId, required, c.var.user.id);
        if (from !== required) {
          await recordAudit(tx, userAudit(c, deps.env), { teamId, event: 'mfa.required_changed', target: { type: 'team', id: teamId, name: c.var.membership.teamName }, details: { required: { from, to: required } } });
        }
      });
      deps.logger.info({ teamId, required }, 'team two-step verification requirement changed');
      return c.json({ required });
    });
}
