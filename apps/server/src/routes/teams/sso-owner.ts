import { teamErrorCodes } from '@selecta/shared/teams';
import { createMiddleware } from 'hono/factory';
import type { Db } from '../../db/client.ts';
import type { AppEnv } from '../app-env.ts';
import { HttpError } from '../../lib/http-error.ts';
import { requireMembership, type TeamEnv } from '../../teams/membership.ts';
import { isTeamActive } from '../../billing/team-plan.ts';

/**
 * Single sign-on is the owner's, and a Pro team's: an admin or member gets 403 `team_forbidden`, the owner of a team
 * whose Pro lapsed 403 `pro_required`, someone without a team 404 `no_team` (the teams API's codes).
 */
export function requireSsoOwner(db: Db) {
  return createMiddleware<AppEnv & TeamEnv>(async (c, next) => {
    const membership = await requireMembership(db, c.var.user.id, 'owner');
    if (!(await isTeamActive(db, membership.teamId))) {
      throw new HttpError(403, teamErrorCodes.proRequired, 'Single sign-on comes with the Pro plan: renew Pro to set it up.');
    }
    c.set('membership', membership);
    c.header('cache-control', 'no-store');
    await next();
  });
}
