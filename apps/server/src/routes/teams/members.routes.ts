import { Hono } from 'hono';
import { bulkMembersRequestSchema, membersQuerySchema } from '@selecta/shared/team-members';
import { changeRoleRequestSchema, managesTeam, teamErrorCodes } from '@selecta/shared/teams';
import { userAudit } from '../../audit/audit-log.ts';
import { requireUser } from '../../auth/require-user.ts';
import type { AppDeps } from '../../lib/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import { csvHeaders, csvLines, wantsCsv } from '../../lib/csv.ts';
import { HttpError } from '../../lib/http-error.ts';
import { readJson } from '../../lib/read-json.ts';
import { readQuery } from '../../lib/read-query.ts';
import { bulkChange, changeMembers, changeRole, removeMember } from '../../teams/members.ts';
import { membersPage } from '../../teams/members-page.ts';
import { forbiddenError, requireTeamRole, type TeamEnv } from '../../teams/membership.ts';
import { leaveTeam } from '../../teams/teams.ts';
import { uuidParam } from '../../teams/uuid-param.ts';

const memberNotFound = () => new HttpError(404, teamErrorCodes.memberNotFound, 'That person is not a member of your team.');

/**
 * `/api/teams/members`: every member sees who is in the team (a page at a time, searched and sorted on the server);
 * owner and admins also see each one's usage, export the list as CSV, and change roles and remove, one or many.
 */
export function membersRoutes(deps: AppDeps) {
  const { db, env } = deps;
  return new Hono<AppEnv & TeamEnv>()
    .use(requireUser(deps))
    .get('/', requireTeamRole(db), async (c) => {
      c.header('cache-control', 'no-store');
      const query = readQuery(c, membersQuerySchema);
      const manages = managesTeam(c.var.membership.role);
      const csv = wantsCsv(c);
      // Usage is for whoever runs the team (decision 021): a member may not read it, nor rank people by it.
      if (!manages && (csv || query.sort === 'lastActive' || query.sort === 'actionsMonth')) throw forbiddenError();
      const { teamId } = c.var.membership;
      if (!csv) return c.json(await membersPage(db, teamId, query, manages));
      const { members } = await membersPage(db, teamId, { ...query, limit: null }, true);
      const lines = [['email', 'role', 'joined_at', 'last_active_at', 'actions_today', 'actions_this_month']].concat(
        members.map((m) => [m.email, m.role, m.joinedAt, m.lastActiveAt ?? '', String(m.actionsToday ?? 0), String(m.actionsThisMonth ?? 0)]),
      );
      return c.body(csvLines(lines), 200, csvHeaders(`selecta-team-members-${new Date().toISOString().slice(0, 10)}.csv`));
    })
    .post('/bulk', requireTeamRole(db, 'manage'), async (c) => {
      const request = await readJson(c, bulkMembersRequestSchema);
      const results = await changeMembers(db, c.var.membership.teamId, c.var.user.id, request.userIds, bulkChange(request), userAudit(c, env));
      return c.json({ results });
    })
    .patch('/:userId', requireTeamRole(db, 'manage'), async (c) => {
      const userId = uuidParam(c.req.param('userId'), memberNotFound);
      const { role } = await readJson(c, changeRoleRequestSchema);
      await changeRole(db, c.var.membership.teamId, c.var.user.id, userId, role, userAudit(c, env));
      return c.json({ userId, role });
    })
    .delete('/:userId', requireTeamRole(db), async (c) => {
      const userId = uuidParam(c.req.param('userId'), memberNotFound);
      // Removing oneself is leaving, which every member may do.
      if (userId === c.var.user.id) await leaveTeam(db, c.var.membership, c.var.user, userAudit(c, env));
      else if (c.var.membership.role === 'member') throw forbiddenError();
      else await removeMember(db, c.var.membership.teamId, c.var.user.id, userId, userAudit(c, env));
      return c.json({ removed: true });
    });
}
