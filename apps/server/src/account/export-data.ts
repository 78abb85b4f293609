import { asc, eq } from 'drizzle-orm';
import { aiUsageCounters } from '../db/schema/ai.ts';
import { type UserRow, identities, mfaFactors } from '../db/schema/auth.ts';
import { dissolvedTeamLogs } from '../audit/audit-retention.ts';
import { securityActivity } from '../audit/security-activity.ts';
import { billingHistory } from '../billing/account.ts';
import type { AppDeps } from '../lib/app-deps.ts';
import { consentHistory } from './consent.ts';
import { teamMemberships } from '../teams/team-export.ts';
import { usageExport } from '../usage/usage-retention.ts';
import { directoryRecord } from '../auth/directory-status.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * Everything we hold about one user, for the right to know and to export. Secrets (password hash, token
 * hashes) are left out: they describe no one and would only help an attacker who got hold of the file.
 */
export async function exportUserData(deps: AppDeps, user: UserRow) {
  const [billing, usage, consents, teams, linked, usageHistory, securityEvents, dissolvedTeams, factors, directory] = await Promise.all([
    billingHistory(deps, user.id),
    usageCounts(deps, user.id),
    consentHistory(deps.db, user.id),
    teamMemberships(deps.db, user.id),
    deps.db.select().from(identities).where(eq(identities.userId, user.id)).orderBy(asc(identities.createdAt)),
    usageExport(deps.db, user.id),
    securityActivity(deps.db, user.id, null),
    dissolvedTeamLogs(deps.db, user.id),
    deps.db.select().from(mfaFactors).where(eq(mfaFactors.userId, user.id)).orderBy(asc(mfaFactors.createdAt)),
    directoryRecord(deps.db, user.id),
  ]);
  return {
    format: 'selecta-account-export',
    version: 1,
    exportedAt: new Date().toISOString(),
    account: {
      id: user.id,
      email: user.email,
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
      emailConfirmedAt: iso(user.emailConfirmedAt),
      lastSignInAt: iso(user.lastSignInAt),
      userMetadata: user.userMetadata,
      signInMethods: user.providers,
    },
    /** What each linked provider told us about the account (its id, address, name, picture). */
    identities: linked.map((row) => ({ provider: row.provider, providerId: row.providerId, email: row.email, data: row.identityData, linkedAt: iso(row.createdAt), lastSignInAt: iso(row.lastSignInAt) })),
    /** Two-step verification devices (decision 046): their names and dates, never their secrets. */
    twoStepFactors: factors.map((row) => ({ name: row.friendlyName, type: row.factorType, status: row.status, createdAt: iso(row.createdAt), lastChallengedAt: iso(row.lastChallengedAt) })),
    billing,
    usage,
    /** The daily usage statistics (decision 037). */
    usageHistory,
    consents,
    teams,
    /** Sign-ins and security changes of the last 90 days (decision 044). */
    securityActivity: securityEvents,
    /** The audit logs of the teams this account dissolved, kept 30 days for it (decision 044). */
    dissolvedTeams,
    /** What the team's directory (SCIM, decision 047) sent about the person; null when none provisioned them. */
    directory,
  };
}

/** The AI gateway's counters: how many actions were run in each minute, hour and day window (never the text). */
async function usageCounts(deps: AppDeps, userId: string) {
  const rows = await deps.db
    .select()
    .from(aiUsageCounters)
    .where(eq(aiUsageCounters.userId, userId))
    .orderBy(asc(aiUsageCounters.windowStart), asc(aiUsageCounters.window));
  return rows.map((r) => ({ window: r.window, windowStart: r.windowStart.toISOString(), count: r.count }));
}
