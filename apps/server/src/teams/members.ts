import { and, asc, eq } from 'drizzle-orm';
import { teamErrorCodes, type InviteRole, type TeamMember } from '@selecta/shared/teams';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/auth.ts';
import { teamMembers } from '../db/schema/teams.ts';
import { HttpError } from '../lib/http-error.ts';

const memberNotFound = () => new HttpError(404, teamErrorCodes.memberNotFound, 'That person is not a member of your team.');

/** The team's members with their roles, owner first. */
export async function listMembers(db: Db, teamId: string): Promise<TeamMember[]> {
  const rows = await db
    .select({ userId: teamMembers.userId, email: users.email, role: teamMembers.role, joinedAt: teamMembers.joinedAt })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, teamId))
    .orderBy(asc(teamMembers.joinedAt));
  const rank = { owner: 0, admin: 1, member: 2 } as const;
  return rows
    .sort((a, b) => rank[a.role] - rank[b.role])
    .map((row) => ({ ...row, joinedAt: row.joinedAt.toISOString() }));
}

/** The target's role in this team; another team's member is simply not found. */
async function targetRole(db: Db, teamId: string, userId: string) {
  const [row] = await db
    .select({ role: teamMembers.role })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  if (!row) throw memberNotFound();
  if (row.role === 'owner') {
    throw new HttpError(403, teamErrorCodes.cannotChangeOwner, "The owner's role cannot be changed: the owner transfers ownership instead.");
  }
  return row.role;
}

export async function changeRole(db: Db, teamId: string, userId: string, role: InviteRole): Promise<void> {
  await targetRole(db, teamId, userId);
  await db.update(teamMembers).set({ role }).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
}

/** Owner and admins remove anyone but the owner; the team's Pro ends for them on their next request. */
export async function removeMember(db: Db, teamId: string, userId: string): Promise<void> {
  await targetRole(db, teamId, userId);
  await db.delete(teamMembers).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
}
