import { Hono } from 'hono';
import { createScimTokenRequestSchema, scimBasePath, scimErrorCodes } from '@selecta/shared/scim';
import type { Context } from 'hono';
import type { AuditBy } from '../../audit/audit-log.ts';
import { requestOrigin } from '../../lib/request-origin.ts';
import { requireAal2IfEnrolled } from '../../auth/mfa/require-aal2.ts';
import { requireUser } from '../../auth/require-user.ts';
import type { AppDeps } from '../../lib/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import { HttpError } from '../../lib/http-error.ts';
import { readJson } from '../../lib/read-json.ts';
import { createScimToken, listScimTokens, revokeScimToken } from '../../scim/tokens.ts';
import type { TeamEnv } from '../../teams/membership.ts';
import { readSsoProvider } from '../../teams/sso/sso-settings.ts';
import { uuidParam } from '../../teams/uuid-param.ts';
import { requireSsoOwner } from './sso-owner.ts';

/** The owner as the audit log's actor. */
const ownerAudit = (c: Context<AppEnv & TeamEnv>, env: AppDeps['env']): AuditBy => ({ actor: { type: 'user', id: c.var.user.id, email: c.var.user.email }, ...requestOrigin(c, env) });

const notFound = () => new HttpError(404, scimErrorCodes.tokenNotFound, 'That SCIM token does not exist (it may have been revoked already).');

/**
 * `/api/teams/scim/tokens` (decision 047): the owner's SCIM tokens for the team's directory. A Pro team's owner only
 * (single sign-on's guard); a token is made for a team with single sign-on, answered once, listed without its secret.
 */
export function scimTokensRoutes(deps: AppDeps) {
  const { db, env } = deps;
  return new Hono<AppEnv & TeamEnv>()
    .use(requireUser(deps), requireAal2IfEnrolled(deps), requireSsoOwner(db))
    .get('/', async (c) => c.json({ baseUrl: `${env.PUBLIC_URL}${scimBasePath}`, tokens: await listScimTokens(db, c.var.membership.teamId) }))
    .post('/', async (c) => {
      const { teamId } = c.var.membership;
      const { name } = await readJson(c, createScimTokenRequestSchema);
      // Deactivation ends sessions this server holds: with a hosted Supabase project they live there.
      if (env.SUPABASE_URL) throw new HttpError(409, scimErrorCodes.embeddedAuthRequired, "Directory provisioning needs this server's own sign-in: with a hosted Supabase project it cannot end people's sessions.");
      if (!(await readSsoProvider(db, teamId))) throw new HttpError(409, scimErrorCodes.ssoRequired, 'Connect your identity provider for single sign-on first: provisioned people sign in through it.');
      return c.json(await createScimToken(db, ownerAudit(c, env), teamId, name), 201);
    })
    .delete('/:id', async (c) => {
      await revokeScimToken(db, ownerAudit(c, env), c.var.membership.teamId, uuidParam(c.req.param('id'), notFound));
      return c.body(null, 204);
    });
}
