import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { teamMembers } from '../db/schema/teams.ts';
import { getOwnPlan } from './user-plan.ts';

/** Whether the team's owner has Pro of their own right now, which is what gives every member Pro (decision 021). */
export async function isTeamActive(db: Db, teamId: string, now: Date = new Date()): Promise<boolean> {
  const [owner] = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.role, 'owner')));
  return owner !== undefined && (await getOwnPlan(db, owner.userId, now)) === 'pro';
}
