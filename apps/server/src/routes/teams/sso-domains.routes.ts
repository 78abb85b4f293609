import { maxSsoDomains, ssoDomainRequestSchema, ssoErrorCodes, type TeamSso } from '@selecta/shared/team-sso';
import { Hono } from 'hono';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { recordAudit, userAudit } from '../../audit/audit-log.ts';
import { requireUser } from '../../auth/require-user.ts';
import { requireAal2IfEnrolled } from '../../auth/mfa/require-aal2.ts';
import { endSessionsOutsideSso } from '../../auth/sso/sso-required.ts';
import { teamSsoDomains } from '../../db/schema/teams.ts';
import type { AppDeps } from '../../lib/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import { HttpError } from '../../lib/http-error.ts';
import { readJson } from '../../lib/read-json.ts';
import type { TeamEnv } from '../../teams/membership.ts';
import { proveDomain } from '../../teams/sso/domain-proof.ts';
import { refuseOwnerLockout } from '../../teams/sso/owner-lockout.ts';
import { domainHolder, findTeamDomain, newDomainToken, readSsoDomains, readSsoProvider } from '../../teams/sso/sso-settings.ts';
import { isUniqueViolation } from '../../teams/teams.ts';
import { uuidParam } from '../../teams/uuid-param.ts';
import { requireSsoOwner } from './sso-owner.ts';

const notFound = () => new HttpError(404, ssoErrorCodes.domainNotFound, 'This domain is not claimed by your team.');
// GoTrue's code for a domain that is already another provider's.
const taken = (domain: string) => new HttpError(400, ssoErrorCodes.domainTaken, `The domain ${domain} is already claimed by another team.`);

/**
 * `/api/teams/sso/domains`: claim a domain (it gets a TXT record to publish), prove it (the server looks the record
 * up), or drop it. A domain another team proved cannot be claimed or proved; the first team to prove one holds it.
 */
export function ssoDomainsRoutes(deps: AppDeps, answer: (teamId: string, userId: string) => Promise<TeamSso>) {
  const { db, env } = deps;
  return new Hono<AppEnv & TeamEnv>()
    .use(requireUser(deps), requireAal2IfEnrolled(deps), requireSsoOwner(db))
    .post('/', async (c) => {
      const { teamId } = c.var.membership;
      const { domain } = await readJson(c, ssoDomainRequestSchema);
      const holder = await domainHolder(db, domain);
      if (holder && holder !== teamId) throw taken(domain);
      const domains = await readSsoDomains(db, teamId);
      if (!domains.some((row) => row.domain === domain)) {
        if (domains.length >= maxSsoDomains) throw new HttpError(400, ssoErrorCodes.tooManyDomains, `A team can claim at most ${maxSsoDomains} domains.`);
        await db.transaction(async (tx) => {
          const [added] = await tx.insert(teamSsoDomains).values({ teamId, domain, token: newDomainToken() }).onConflictDoNothing().returning();
          if (!added) return;
          await recordAudit(tx, userAudit(c, env), { teamId, event: 'sso.domain_added', target: { type: 'sso_domain', id: added.id, name: domain }, details: { domain } });
        });
      }
      return c.json(await answer(teamId, c.var.user.id), 201);
    })
    .post('/:id/verify', async (c) => {
      const { teamId } = c.var.membership;
      const row = await findTeamDomain(db, teamId, uuidParam(c.req.param('id'), notFound));
      if (!row) throw notFound();
      const holder = await domainHolder(db, row.domain);
      if (holder && holder !== teamId) throw taken(row.domain);
      if (!row.verifiedAt) {
        // While SSO is required, proving the owner's own domain would sign them out: only from this team's SSO session.
        if ((await readSsoProvider(db, teamId))?.requireSso) {
          const verified = (await readSsoDomains(db, teamId)).filter((d) => d.verifiedAt).map((d) => d.domain);
          await refuseOwnerLockout(db, teamId, { id: c.var.user.id, sessionId: c.var.sessionId }, [...verified, row.domain]);
        }
        await proveDomain(env, row.domain, row.token);
        let ended = 0;
        try {
          await db.transaction(async (tx) => {
            const proved = await tx
              .update(teamSsoDomains)
              .set({ verifiedAt: sql`now()` })
              .where(and(eq(teamSsoDomains.id, row.id), eq(teamSsoDomains.teamId, teamId), isNull(teamSsoDomains.verifiedAt)))
              .returning({ id: teamSsoDomains.id });
            // Proved by a concurrent request of the owner's: that one records it.
            if (proved.length === 0) return;
            // While SSO is required, the newly covered addresses' sessions that did not come through SSO end.
            ended = await endSessionsOutsideSso(tx, teamId);
            await recordAudit(tx, userAudit(c, env), { teamId, event: 'sso.domain_verified', target: { type: 'sso_domain', id: row.id, name: row.domain }, details: { domain: row.domain, endedSessions: ended } });
          });
        } catch (error) {
          // Another team proved it in the meantime: the partial unique index keeps one holder.
          if (isUniqueViolation(error)) throw taken(row.domain);
          throw error;
        }
        deps.logger.info({ teamId, endedSessions: ended }, 'team sso domain verified');
      }
      return c.json(await answer(teamId, c.var.user.id));
    })
    .delete('/:id', async (c) => {
      const { teamId } = c.var.membership;
      const id = uuidParam(c.req.param('id'), notFound);
      await db.transaction(async (tx) => {
        const [removed] = await tx.delete(teamSsoDomains).where(and(eq(teamSsoDomains.id, id), eq(teamSsoDomains.teamId, teamId))).returning();
        if (!removed) throw notFound();
        await recordAudit(tx, userAudit(c, env), {
          teamId,
          event: 'sso.domain_removed',
          target: { type: 'sso_domain', id: removed.id, name: removed.domain },
          details: { domain: removed.domain, verified: removed.verifiedAt !== null },
        });
      });
      return c.json(await answer(teamId, c.var.user.id));
    });
}
