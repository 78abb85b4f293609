import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { teamMembers, teams } from '../db/schema/teams.ts';

/** The account export's part about teams: the user's membership (a user has at most one), with role and dates. */
export async function teamMemberships(db: Db, userId: string) {
  const rows = await db
    .select({ teamId: teams.id, teamName: teams.name, role: teamMembers.role, joinedAt: teamMembers.joinedAt })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, userId));
  return rows.map((row) => ({ ...row, joinedAt: row.joinedAt.toISOString() }));
}
