import { Hono } from 'hono';
import { requireUser } from '../../auth/require-user.ts';
import type { AppDeps } from '../../lib/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import { requireTeamRole, type TeamEnv } from '../../teams/membership.ts';
import { teamUsageHistory } from '../../usage/team-usage-history.ts';
import { historyDaysOf, historyResponse } from '../../usage/usage-csv.ts';

/** `GET /api/teams/usage/history?days=7|30|90` (decision 037): owners and admins only, JSON or CSV. */
export function teamUsageHistoryRoutes(deps: AppDeps) {
  return new Hono<AppEnv & TeamEnv>().use(requireUser(deps)).get('/', requireTeamRole(deps.db, 'manage'), async (c) => {
    const days = historyDaysOf(c);
    return historyResponse(c, await teamUsageHistory(deps.db, c.var.membership.teamId, days, new Date()), 'selecta-team-usage');
  });
}
