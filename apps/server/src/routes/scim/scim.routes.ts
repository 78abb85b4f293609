import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { createMiddleware } from 'hono/factory';
import { scimBasePath } from '@selecta/shared/scim';
import type { AuditBy } from '../../audit/audit-log.ts';
import { bearerToken } from '../../auth/verify-access-token.ts';
import type { AppDeps } from '../../lib/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import { HttpError } from '../../lib/http-error.ts';
import { requestOrigin } from '../../lib/request-origin.ts';
import { ScimError, scimErrorResponse } from '../../scim/scim-error.ts';
import { authenticateScimToken } from '../../scim/tokens.ts';
import type { ScimEnv } from '../../scim/scim-env.ts';
import { discoveryRoutes } from './discovery.routes.ts';
import { groupsRoutes } from './groups.routes.ts';
import { usersRoutes } from './users.routes.ts';

/**
 * `/scim/v2` (decision 047): SCIM 2.0 for a team's directory (Okta, Microsoft Entra ID). Every call carries one of the
 * team's SCIM tokens and reaches only that team; every answer, errors included, is `application/scim+json`.
 */
export function scimRoutes(deps: AppDeps) {
  const baseUrl = `${deps.env.PUBLIC_URL}${scimBasePath}`;
  const authenticate = createMiddleware<AppEnv & ScimEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    const caller = token ? await authenticateScimToken(deps.db, token) : undefined;
    if (!caller) throw new ScimError(401, 'The request needs a SCIM token of this team as Authorization: Bearer (a revoked or mistyped token is refused).');
    const by: AuditBy = { actor: { type: 'scim_token', id: caller.tokenId, name: caller.tokenName }, ...requestOrigin(c, deps.env) };
    c.set('scim', caller);
    c.set('scope', { db: deps.db, caller, by });
    c.header('cache-control', 'no-store');
    await next();
  });
  const app = new Hono<AppEnv & ScimEnv>()
    .use(authenticate)
    .route('/Users', usersRoutes(deps, baseUrl))
    .route('/Groups', groupsRoutes(deps, baseUrl))
    .route('/', discoveryRoutes(baseUrl))
    .all('*', () => {
      throw new ScimError(404, 'No such SCIM endpoint: this service provider serves /Users, /Groups, /ServiceProviderConfig, /ResourceTypes and /Schemas.');
    });
  app.onError((error, c) => {
    if (error instanceof ScimError) {
      if (error.status === 401) c.header('www-authenticate', 'Bearer realm="scim"');
      return scimErrorResponse(c, error);
    }
    // The body limit and the like speak the app's errors; a directory reads SCIM's.
    if (error instanceof HttpError || error instanceof HTTPException) return scimErrorResponse(c, new ScimError(error.status === 413 ? 413 : 400, error.message || 'Bad request', 'invalidSyntax'));
    deps.logger.error({ err: error, requestId: c.get('requestId'), path: c.req.path }, 'unhandled scim error');
    return scimErrorResponse(c, new ScimError(500, 'Something went wrong on our side. Please try again.'));
  });
  return app;
}
