import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema/auth.ts';
import { teamMfaPolicies } from '../db/schema/mfa.ts';
import { teamMembers, teams } from '../db/schema/teams.ts';
import { hasVerifiedFactorSql } from '../auth/mfa/factor-json.ts';

/** Whether the team requires two-step verification of its members (decision 046). */
export async function teamRequiresMfa(db: Db, teamId: string): Promise<boolean> {
  const [row] = await db.select({ required: teamMfaPolicies.required }).from(teamMfaPolicies).where(eq(teamMfaPolicies.teamId, teamId));
  return row?.required ?? false;
}

export async function setTeamMfaRequired(db: Pick<Db, 'insert'>, teamId: string, required: boolean, userId: string): Promise<void> {
  await db
    .insert(teamMfaPolicies)
    .values({ teamId, required, updatedBy: userId })
    .onConflictDoUpdate({ target: teamMfaPolicies.teamId, set: { required, updatedBy: userId, updatedAt: sql`now()` } });
}

/**
 * What the website and the extension show a signed-in person (`GET /api/mfa`): whether they have a verified factor,
 * and whether their team's policy asks them to set one up before they run anything, which it does not for a session
 * started through the team's single sign-on (the company's IdP secures those).
 */
export async function mfaStatus(db: Db, userId: string, sessionId: string | null) {
  const [row] = await db
    .select({
      enrolled: hasVerifiedFactorSql(sql`${userId}::uuid`),
      teamName: teams.name,
      required: teamMfaPolicies.required,
      viaTeamSso: sessionId ? sql<boolean>`exists (select 1 from ${sessions} where ${sessions.id} = ${sessionId} and ${sessions.ssoTeamId} = ${teamMembers.teamId})` : sql<boolean>`false`,
    })
    .from(sql`(select 1) as me`)
    .leftJoin(teamMembers, eq(teamMembers.userId, userId))
    .leftJoin(teams, eq(teams.id, teamMembers.teamId))
    .leftJoin(teamMfaPolicies, and(eq(teamMfaPolicies.teamId, teamMembers.teamId)));
  const required = row?.required === true && !row.viaTeamSso;
  return { enrolled: row?.enrolled === true, teamRequires: required, teamName: required ? row!.teamName : null, setupRequired: required && row?.enrolled !== true };
}
