import { ssoErrorCodes, ssoProviderRequestSchema, ssoRequireRequestSchema } from '@selecta/shared/team-sso';
import { Hono } from 'hono';
import { eq, sql } from 'drizzle-orm';
import { recordAudit, userAudit, type AuditBy } from '../../audit/audit-log.ts';
import { requireUser } from '../../auth/require-user.ts';
import { requireAal2IfEnrolled } from '../../auth/mfa/require-aal2.ts';
import { coveredBy, endSessionsOutsideSso } from '../../auth/sso/sso-required.ts';
import type { Db } from '../../db/client.ts';
import { teamSsoProviders } from '../../db/schema/teams.ts';
import type { AppDeps } from '../../lib/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import { HttpError } from '../../lib/http-error.ts';
import { readJson } from '../../lib/read-json.ts';
import { decryptSecret, encryptSecret, loadSecretsKey } from '../../lib/secrets.ts';
import type { TeamEnv } from '../../teams/membership.ts';
import { checkIssuer } from '../../auth/sso/issuer-check.ts';
import { refuseOwnerLockout } from '../../teams/sso/owner-lockout.ts';
import { issueRecoveryCodes, recoveryCodesLeft } from '../../auth/sso/recovery-codes.ts';
import { readSsoDomains, readSsoProvider, teamSsoJson, writeSsoProvider } from '../../teams/sso/sso-settings.ts';
import { ssoDomainsRoutes } from './sso-domains.routes.ts';
import { requireSsoOwner } from './sso-owner.ts';

/** New recovery codes for the owner, recorded without them. */
const recordCodesIssued = (tx: Db, by: AuditBy, teamId: string, count: number) =>
  recordAudit(tx, by, { teamId, event: 'sso.recovery_codes_generated', target: { type: 'recovery_codes', id: teamId }, details: { count } });

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
    .use(requireUser(deps), requireAal2IfEnrolled(deps), requireSsoOwner(db))
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
      // While SSO is required, a save also ends any session of the domains that slipped in outside SSO.
      const ended = await db.transaction(async (tx) => {
        const before = await readSsoProvider(tx, teamId, true);
        const secretChanged = body.clientSecret !== undefined && body.clientSecret !== (before?.clientSecret ? decryptSecret(key, before.clientSecret, teamId) : undefined);
        await writeSsoProvider(tx, teamId, { issuer, clientId: body.clientId, clientSecret: encryptSecret(key, secret, teamId) });
        const endedSessions = await endSessionsOutsideSso(tx, teamId);
        if (before?.issuer !== issuer || before.clientId !== body.clientId || secretChanged || endedSessions > 0) {
          await recordAudit(tx, userAudit(c, env), {
            teamId,
            event: 'sso.provider_saved',
            target: { type: 'sso_provider', id: teamId, name: issuer },
            details: { issuer: { from: before?.issuer ?? null, to: issuer }, clientId: { from: before?.clientId ?? null, to: body.clientId }, secretChanged, endedSessions },
          });
        }
        return endedSessions;
      });
      deps.logger.info({ teamId, endedSessions: ended }, 'team sso provider saved');
      return c.json(await answer(teamId, c.var.user.id));
    })
    .delete('/', async (c) => {
      const { teamId } = c.var.membership;
      await db.transaction(async (tx) => {
        const [removed] = await tx.delete(teamSsoProviders).where(eq(teamSsoProviders.teamId, teamId)).returning();
        if (!removed) return;
        await recordAudit(tx, userAudit(c, env), { teamId, event: 'sso.provider_removed', target: { type: 'sso_provider', id: teamId, name: removed.issuer }, details: { issuer: removed.issuer } });
      });
      return c.json(await answer(teamId, c.var.user.id));
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
        const before = (await readSsoProvider(tx, teamId, true))?.requireSso ?? false;
        await tx.update(teamSsoProviders).set({ requireSso: required, updatedAt: sql`now()` }).where(eq(teamSsoProviders.teamId, teamId));
        const changes = {
          ended: required ? await endSessionsOutsideSso(tx, teamId) : 0,
          recoveryCodes: covered ? await issueRecoveryCodes(tx, teamId, c.var.user.id) : undefined,
        };
        const by = userAudit(c, env);
        const target = { type: 'sso_provider', id: teamId } as const;
        if (before !== required) {
          await recordAudit(tx, by, { teamId, event: 'sso.required_changed', target, details: { required: { from: before, to: required }, endedSessions: changes.ended } });
        }
        if (changes.recoveryCodes) await recordCodesIssued(tx, by, teamId, changes.recoveryCodes.length);
        return changes;
      });
      deps.logger.info({ teamId, required, endedSessions: ended, recoveryCodesIssued: !!recoveryCodes }, 'team sso requirement changed');
      return c.json({ ...(await answer(teamId, c.var.user.id)), ...(recoveryCodes ? { recoveryCodes } : {}) });
    })
    .post('/recovery-codes', async (c) => {
      const { teamId } = c.var.membership;
      const recoveryCodes = await db.transaction(async (tx) => {
        const codes = await issueRecoveryCodes(tx, teamId, c.var.user.id);
        await recordCodesIssued(tx, userAudit(c, env), teamId, codes.length);
        return codes;
      });
      deps.logger.info({ teamId }, 'team sso recovery codes renewed');
      return c.json({ ...(await answer(teamId, c.var.user.id)), recoveryCodes });
    });
  return new Hono<AppEnv>().route('/domains', ssoDomainsRoutes(deps, answer)).route('/', settings);
}
