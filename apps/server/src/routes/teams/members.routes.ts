import { Hono } from 'hono';
import { changeRoleRequestSchema, teamErrorCodes } from '@selecta/shared/teams';
import { requireUser } from '../../auth/require-user.ts';
import type { AppDeps, AppEnv } from '../../lib/app-env.ts';
import { HttpError } from '../../lib/http-error.ts';
import { changeRole, listMembers, removeMember } from '../../teams/members.ts';
import { requireTeamRole, type TeamEnv } from '../../teams/membership.ts';
import { leaveTeam } from '../../teams/teams.ts';
import { uuidParam } from '../../teams/uuid-param.ts';
import { readJson } from '../../lib/read-json.ts';

const memberNotFound = () => new HttpError(404, teamErrorCodes.memberNotFound, 'That person is not a member of your team.');

/** `/api/teams/members`: every member sees who is in the team; owner and admins change roles and remove. */
export function membersRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv & TeamEnv>()
    .use(requireUser(deps))
    .get('/', requireTeamRole(db), async (c) => {
      c.header('cache-control', 'no-store');
      return c.json({ members: await listMembers(db, c.var.membership.teamId) });
    })
    .patch('/:userId', requireTeamRole(db, 'manage'), async (c) => {
      const userId = uuidParam(c.req.param('userId'), memberNotFound);
      const { role } = await readJson(c, changeRoleRequestSchema);
      await changeRole(db, c.var.membership.teamId, userId, role);
      return c.json({ userId, role });
    })
    .delete('/:userId', requireTeamRole(db), async (c) => {
      const userId = uuidParam(c.req.param('userId'), memberNotFound);
      // Removing oneself is leaving, which every member may do.
      if (userId === c.var.user.id) await leaveTeam(db, c.var.membership, userId);
      else if (c.var.membership.role === 'member') throw new HttpError(403, teamErrorCodes.forbidden, 'Only the team owner and admins can do this.');
      else await removeMember(db, c.var.membership.teamId, userId);
      return c.json({ removed: true });
    });
}
