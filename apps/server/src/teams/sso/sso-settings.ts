import { randomBytes } from 'node:crypto';
import { domainRecordName, domainRecordValue, type TeamSso } from '@selecta/shared/team-sso';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type TeamSsoDomainRow, type TeamSsoProviderRow, teamSsoDomains, teamSsoProviders } from '../../db/schema/teams.ts';

/** `lock`: inside a transaction that changes it, so a concurrent change waits and then sees this one (the audit's old values). */
export async function readSsoProvider(db: Db, teamId: string, lock = false): Promise<TeamSsoProviderRow | undefined> {
  const query = db.select().from(teamSsoProviders).where(eq(teamSsoProviders.teamId, teamId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export const readSsoDomains = (db: Db, teamId: string): Promise<TeamSsoDomainRow[]> =>
  db.select().from(teamSsoDomains).where(eq(teamSsoDomains.teamId, teamId)).orderBy(asc(teamSsoDomains.createdAt), asc(teamSsoDomains.domain));

export async function findTeamDomain(db: Db, teamId: string, id: string): Promise<TeamSsoDomainRow | undefined> {
  const [row] = await db.select().from(teamSsoDomains).where(and(eq(teamSsoDomains.teamId, teamId), eq(teamSsoDomains.id, id)));
  return row;
}

/** The team that holds a verified domain, if any. */
export async function domainHolder(db: Db, domain: string): Promise<string | undefined> {
  const [row] = await db
    .select({ teamId: teamSsoDomains.teamId })
    .from(teamSsoDomains)
    .where(and(eq(teamSsoDomains.domain, domain), sql`${teamSsoDomains.verifiedAt} is not null`));
  return row?.teamId;
}

/** Saves the provider; `secret` undefined keeps the saved one. A changed issuer or client is a new provider for the flows. */
export async function writeSsoProvider(db: Db, teamId: string, values: { issuer: string; clientId: string; clientSecret?: string }): Promise<void> {
  const set = { ...values, updatedAt: sql`now()` };
  await db.insert(teamSsoProviders).values({ teamId, ...values }).onConflictDoUpdate({ target: teamSsoProviders.teamId, set });
}

export const newDomainToken = () => randomBytes(18).toString('base64url');

/** What the owner sees: everything but the secret, of which only its presence shows; each domain with its TXT record. */
export function teamSsoJson(callbackUrl: string, provider: TeamSsoProviderRow | undefined, domains: TeamSsoDomainRow[], recoveryCodesLeft: number): TeamSso {
  return {
    callbackUrl,
    provider: provider ? { id: provider.id, issuer: provider.issuer, clientId: provider.clientId, hasSecret: !!provider.clientSecret } : null,
    requireSso: provider?.requireSso ?? false,
    domains: domains.map((row) => ({
      id: row.id,
      domain: row.domain,
      recordName: domainRecordName(row.domain),
      recordValue: domainRecordValue(row.token),
      verifiedAt: row.verifiedAt?.toISOString() ?? null,
    })),
    recoveryCodesLeft,
  };
}
