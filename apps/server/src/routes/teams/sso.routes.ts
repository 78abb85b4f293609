import { ssoErrorCodes, ssoProviderRequestSchema, ssoRequireRequestSchema } from '@selecta/shared/team-sso';
import { Hono } from 'hono';
import { eq, sql } from 'drizzle-orm';
import { requireUser } from '../../auth/require-user.ts';
import { coveredBy, endSessionsOutsideSso } from '../../auth/sso/sso-required.ts';
import { teamSsoProviders } from '../../db/schema/teams.ts';
import type { AppDeps, AppEnv } from '../../lib/app-env.ts';
import { HttpError } from '../../lib/http-error.ts';
import { readJson } from '../../lib/read-json.ts';
import { decryptSecret, encryptSecret, loadSecretsKey } from '../../lib/secrets.ts';
import type { TeamEnv } from '../../teams/membership.ts';
import { checkIssuer } from '../../teams/sso/issuer-check.ts';
import { refuseOwnerLockout } from '../../teams/sso/owner-lockout.ts';
import { issueRecoveryCodes, recoveryCodesLeft } from '../../teams/sso/recovery-codes.ts';
import { readSsoDomains, readSsoProvider, teamSsoJson, writeSsoProvider } from '../../teams/sso/sso-settings.ts';
import { ssoDomainsRoutes } from './sso-domains.routes.ts';
import { requireSsoOwner } from './sso-owner.ts';

/**
 * `/api/teams/sso` (decision 040): the owner's OpenID Connect provider for the team, the require-SSO switch, and
 * (`/domains`) the claimed email domains, and (`/recovery-codes`) a new set of the owner's recovery codes. The client
 * secret is encrypted at rest and never answered; recovery codes are answered once, when made.
 */
export function teamSsoRoutes(deps: AppDeps) {
  const { db, env } = deps;
  const answer = async (teamId: string, userId: string) => {
    const [provider, domains, codesLeft] = await Promise.all([readSsoProvider(db, teamId), readSsoDomains(db, teamId), recoveryCodesLeft(db, teamId, userId)]);
    return teamSsoJson(`${env.PUBLIC_URL}/auth/v1/callback`, provider, domains, codesLeft);
  };
  const settings = new Hono<AppEnv & TeamEnv>()
    .use(requireUser(deps), requireSsoOwner(db))
    .get('/', async (c) => c.json(await answer(c.var.membership.teamId, c.var.user.id)))
    .put('/', async (c) => {
      const { teamId } = c.var.membership;
      const body = await readJson(c, ssoProviderRequestSchema);
      const key = await loadSecretsKey(env);
      const current = await readSsoProvider(db, teamId);
      // The form never gets the secret back, so without a new one the saved one stays.
      const secret = body.clientSecret ?? (current?.clientSecret ? decryptSecret(key, current.clientSecret, teamId) : undefined);
      if (!secret) throw new HttpError(400, 'validation_failed', 'The client secret is required.');
      const issuer = await checkIssuer(env, body.issuer, body.clientId, secret);
      await writeSsoProvider(db, teamId, { issuer, clientId: body.clientId, clientSecret: encryptSecret(key, secret, teamId) });
      // While SSO is required, a save also ends any session of the domains that slipped in outside SSO.
      const ended = await endSessionsOutsideSso(db, teamId);
      deps.logger.info({ teamId, endedSessions: ended }, 'team sso provider saved');
      return c.json(await answer(teamId, c.var.user.id));
    })
    .delete('/', async (c) => {
      await db.delete(teamSsoProviders).where(eq(teamSsoProviders.teamId, c.var.membership.teamId));
      return c.json(await answer(c.var.membership.teamId, c.var.user.id));
    })
    .put('/require', async (c) => {
      const { teamId } = c.var.membership;
      const { required } = await readJson(c, ssoRequireRequestSchema);
      const verified = (await readSsoDomains(db, teamId)).filter((d) => d.verifiedAt).map((d) => d.domain);
      const ready = (await readSsoProvider(db, teamId)) && verified.length > 0;
      if (required && !ready) throw new HttpError(409, ssoErrorCodes.notReady, 'Connect the identity provider and verify a domain before requiring single sign-on.');
      // An owner at one of the domains turns it on only from a session this team's IdP started: never a lock-out.
      if (required) await refuseOwnerLockout(db, teamId, { id: c.var.user.id, sessionId: c.var.sessionId }, verified);
      // Turning it on ends, in the same transaction, the sessions of the domains' people that did not come through SSO;
      // an owner it covers gets recovery codes with it, their way in should the IdP break (amendment 2026-11-28).
      const covered = required && c.var.sessionId !== null && coveredBy(c.var.user.email, verified);
      const { ended, recoveryCodes } = await db.transaction(async (tx) => {
        await tx.update(teamSsoProviders).set({ requireSso: required, updatedAt: sql`now()` }).where(eq(teamSsoProviders.teamId, teamId));
        return {
          ended: required ? await endSessionsOutsideSso(tx, teamId) : 0,
          recoveryCodes: covered ? await issueRecoveryCodes(tx, teamId, c.var.user.id) : undefined,
        };
      });
      deps.logger.info({ teamId, required, endedSessions: ended, recoveryCodesIssued: !!recoveryCodes }, 'team sso requirement changed');
      return c.json({ ...(await answer(teamId, c.var.user.id)), ...(recoveryCodes ? { recoveryCodes } : {}) });
    })
    .post('/recovery-codes', async (c) => {
      const { teamId } = c.var.membership;
      const recoveryCodes = await db.transaction((tx) => issueRecoveryCodes(tx, teamId, c.var.user.id));
      deps.logger.info({ teamId }, 'team sso recovery codes renewed');
      return c.json({ ...(await answer(teamId, c.var.user.id)), recoveryCodes });
    });
  return new Hono<AppEnv>().route('/domains', ssoDomainsRoutes(deps, answer)).route('/', settings);
}
