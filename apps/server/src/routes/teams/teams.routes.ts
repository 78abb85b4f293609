import { Hono } from 'hono';
import { createTeamRequestSchema, renameTeamRequestSchema, transferOwnershipRequestSchema } from '@selecta/shared/teams';
import { userAudit } from '../../audit/audit-log.ts';
import { requireUser } from '../../auth/require-user.ts';
import { requireAal2IfEnrolled } from '../../auth/mfa/require-aal2.ts';
import type { AppDeps } from '../../lib/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import { findMembership, requireTeamRole, type TeamEnv } from '../../teams/membership.ts';
import { createTeam, dissolveTeam, leaveTeam, renameTeam, teamJson, transferOwnership } from '../../teams/teams.ts';
import { readJson } from '../../lib/read-json.ts';
import { auditRoutes } from './audit.routes.ts';
import { invitesRoutes } from './invites.routes.ts';
import { membersRoutes } from './members.routes.ts';
import { teamPromptsRoutes } from './team-prompts.routes.ts';
import { scimTokensRoutes } from './scim-tokens.routes.ts';
import { teamSsoRoutes } from './sso.routes.ts';
import { teamMfaRoutes } from './team-mfa.routes.ts';
import { teamUsageHistoryRoutes } from './team-usage-history.routes.ts';
import { teamUsageRoutes } from './team-usage.routes.ts';

/** `/api/teams…` (decision 021): the caller's own team; who may do what is checked per route, from their role. */
export function teamsRoutes(deps: AppDeps) {
  const { db, env } = deps;
  const team = new Hono<AppEnv & TeamEnv>()
    .use(requireUser(deps))
    .use(async (c, next) => {
      c.header('cache-control', 'no-store');
      await next();
    })
    .get('/', async (c) => {
      const membership = await findMembership(db, c.var.user.id);
      return c.json({ team: membership ? await teamJson(db, membership) : null });
    })
    .post('/', async (c) => {
      const { name } = await readJson(c, createTeamRequestSchema);
      return c.json({ team: await teamJson(db, await createTeam(db, c.var.user.id, name, userAudit(c, env))) }, 201);
    })
    .patch('/', requireTeamRole(db, 'manage'), async (c) => {
      const { name } = await readJson(c, renameTeamRequestSchema);
      await renameTeam(db, c.var.membership.teamId, name, userAudit(c, env));
      return c.json({ team: await teamJson(db, { ...c.var.membership, teamName: name }) });
    })
    .delete('/', requireTeamRole(db, 'owner'), async (c) => {
      await dissolveTeam(deps, c.var.membership, c.var.user.id, userAudit(c, env));
      return c.json({ dissolved: true });
    })
    .post('/transfer', requireAal2IfEnrolled(deps), requireTeamRole(db, 'owner'), async (c) => {
      const { userId } = await readJson(c, transferOwnershipRequestSchema);
      await transferOwnership(db, c.var.membership, c.var.user.id, userId.toLowerCase(), userAudit(c, env));
      return c.json({ transferred: true });
    })
    .post('/leave', requireTeamRole(db), async (c) => {
      await leaveTeam(db, c.var.membership, c.var.user, userAudit(c, env));
      return c.json({ left: true });
    });
  return new Hono<AppEnv>()
    .route('/audit', auditRoutes(deps))
    .route('/invites', invitesRoutes(deps))
    .route('/members', membersRoutes(deps))
    .route('/prompts', teamPromptsRoutes(deps))
    .route('/scim/tokens', scimTokensRoutes(deps))
    .route('/sso', teamSsoRoutes(deps))
    .route('/mfa', teamMfaRoutes(deps))
    .route('/usage/history', teamUsageHistoryRoutes(deps))
    .route('/usage', teamUsageRoutes(deps))
    .route('/', team);
}
