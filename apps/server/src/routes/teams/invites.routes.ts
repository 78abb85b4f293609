import { Hono } from 'hono';
import { createInviteRequestSchema, inviteTokenRequestSchema, resendInviteRequestSchema, teamErrorCodes } from '@selecta/shared/teams';
import { bulkInvitesRequestSchema } from '@selecta/shared/team-members';
import { userAudit } from '../../audit/audit-log.ts';
import { requireUser } from '../../auth/require-user.ts';
import { requestLocale } from '../../billing/return-urls.ts';
import type { AppDeps } from '../../lib/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import { HttpError } from '../../lib/http-error.ts';
import { acceptInvite, previewInvite } from '../../teams/accept-invite.ts';
import { createInvite, inviteMany, listInvites, resendInvite, revokeInvite } from '../../teams/invites.ts';
import { requireTeamRole, type TeamEnv } from '../../teams/membership.ts';
import { teamJson } from '../../teams/teams.ts';
import { uuidParam } from '../../teams/uuid-param.ts';
import { readJson } from '../../lib/read-json.ts';

const inviteNotFound = () => new HttpError(404, teamErrorCodes.inviteNotFound, 'This invitation does not exist.');

/**
 * `/api/teams/invites`: owner and admins invite, list, resend and revoke. The link's holder previews it without an
 * account (the invite page before sign-up) and accepts it signed in with the invited address.
 */
export function invitesRoutes(deps: AppDeps) {
  const { db, env } = deps;
  const noStore = new Hono<AppEnv & TeamEnv>().use(async (c, next) => {
    c.header('cache-control', 'no-store');
    await next();
  });
  return noStore
    .post('/preview', async (c) => {
      const { token } = await readJson(c, inviteTokenRequestSchema);
      return c.json(await previewInvite(db, token));
    })
    .post('/accept', requireUser(deps), async (c) => {
      const { token } = await readJson(c, inviteTokenRequestSchema);
      const membership = await acceptInvite(db, c.var.user, token, userAudit(c, env));
      return c.json({ team: membership ? await teamJson(db, membership) : null });
    })
    .get('/', requireUser(deps), requireTeamRole(db, 'manage'), async (c) => c.json({ invites: await listInvites(db, c.var.membership.teamId) }))
    .post('/', requireUser(deps), requireTeamRole(db, 'manage'), async (c) => {
      const body = await readJson(c, createInviteRequestSchema);
      const invite = await createInvite(deps, c.var.membership, c.var.user.id, { ...body, locale: requestLocale(body.locale) }, userAudit(c, env));
      return c.json({ invite }, 201);
    })
    .post('/bulk', requireUser(deps), requireTeamRole(db, 'manage'), async (c) => {
      const body = await readJson(c, bulkInvitesRequestSchema);
      return c.json(await inviteMany(deps, c.var.membership, c.var.user.id, { ...body, locale: requestLocale(body.locale) }, userAudit(c, env)));
    })
    .post('/:id/resend', requireUser(deps), requireTeamRole(db, 'manage'), async (c) => {
      const id = uuidParam(c.req.param('id'), inviteNotFound);
      const { locale } = await readJson(c, resendInviteRequestSchema);
      return c.json({ invite: await resendInvite(deps, c.var.membership, id, requestLocale(locale)) });
    })
    .delete('/:id', requireUser(deps), requireTeamRole(db, 'manage'), async (c) => {
      await revokeInvite(db, c.var.membership.teamId, uuidParam(c.req.param('id'), inviteNotFound), userAudit(c, env));
      return c.json({ revoked: true });
    });
}
