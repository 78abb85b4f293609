import { Hono } from 'hono';
import { requireUser } from '../../auth/require-user.ts';
import type { AppDeps } from '../../lib/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import { requireTeamRole, type TeamEnv } from '../../teams/membership.ts';
import { teamUsage } from '../../teams/team-usage.ts';

/** `GET /api/teams/usage`: owner and admins see each member's run counts (never any text) and the totals. */
export function teamUsageRoutes(deps: AppDeps) {
  return new Hono<AppEnv & TeamEnv>().use(requireUser(deps)).get('/', requireTeamRole(deps.db, 'manage'), async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await teamUsage(deps.db, c.var.membership.teamId));
  });
}
