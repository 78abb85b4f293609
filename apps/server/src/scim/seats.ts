import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyAuditEntry } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema/auth.ts';
import { scimGroupMembers, scimGroups, scimUsers } from '../db/schema/scim.ts';
import { teamMembers } from '../db/schema/teams.ts';
import { mutability, uniqueness } from './scim-error.ts';

/** The person a directory change is about, as the audit log names them. */
export interface Person {
  userId: string;
  email: string;
  userName: string;
}

export const memberTarget = (p: Person) => ({ type: 'member' as const, id: p.userId, email: p.email, name: p.userName });

/** A group whose name is `admin` in any case makes its members the team's admins. */
export const isAdminGroup = (displayName: string) => displayName.trim().toLowerCase() === 'admin';

export const inAnotherTeam = (email: string) =>
  uniqueness(`${email} already has a Selecta account in another team: they must leave that team before this directory can add them (nobody is moved between teams).`);

/** The role a (re)activated person gets: admin while in the directory's admin group, else member. */
export async function directoryRole(tx: Db, scimUserId: string): Promise<'admin' | 'member'> {
  const [row] = await tx
    .select({ id: scimGroups.id })
    .from(scimGroupMembers)
    .innerJoin(scimGroups, eq(scimGroups.id, scimGroupMembers.groupId))
    .where(and(eq(scimGroupMembers.scimUserId, scimUserId), sql`lower(trim(${scimGroups.displayName})) = 'admin'`))
    .limit(1);
  return row ? 'admin' : 'member';
}

/** Gives the person a seat in the team (a member row) unless they hold one; in another team: 409, nobody is moved. */
export async function seat(tx: Db, teamId: string, person: Person, role: 'admin' | 'member'): Promise<AnyAuditEntry[]> {
  const [current] = await tx.select({ teamId: teamMembers.teamId }).from(teamMembers).where(eq(teamMembers.userId, person.userId));
  if (current?.teamId === teamId) return [];
  if (current) throw inAnotherTeam(person.email);
  await tx.insert(teamMembers).values({ teamId, userId: person.userId, role });
  return [{ teamId, event: 'member.joined', target: memberTarget(person), details: { role } }];
}

/**
 * Takes the person's seat (their member row) and, with `endSessions`, every session and refresh token they hold, in the
 * caller's transaction. The sessions' delete trigger (auth/0004) tells every server's session cache; with PostgreSQL
 * every request reads the session (decision 035), so their tokens are refused everywhere at once. The owner cannot be
 * taken out by the directory: 400 `mutability`, nothing changed.
 */
export async function unseat(tx: Db, teamId: string, person: Person, endSessions: boolean) {
  const [current] = await tx.select({ role: teamMembers.role }).from(teamMembers).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, person.userId)));
  if (current?.role === 'owner') {
    throw mutability(`${person.email} owns the team: the directory cannot deactivate or remove the owner. Transfer ownership in Selecta first.`);
  }
  const audits: AnyAuditEntry[] = [];
  if (current) {
    await tx.delete(teamMembers).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, person.userId)));
    audits.push({ teamId, event: 'member.removed', target: memberTarget(person), details: { role: current.role } });
  }
  const ended = endSessions ? await tx.delete(sessions).where(eq(sessions.userId, person.userId)).returning({ id: sessions.id }) : [];
  return { audits, endedSessions: ended.length };
}

/**
 * Moves the seated members among `scimUserIds` from `from` to `to` (the admin group joined or left); the owner and
 * people without a seat (deactivated) are left alone. Answers the role changes for the audit log.
 */
export async function changeRoles(tx: Db, teamId: string, scimUserIds: string[], from: 'admin' | 'member', to: 'admin' | 'member'): Promise<AnyAuditEntry[]> {
  if (scimUserIds.length === 0) return [];
  const people = await tx
    .select({ userId: scimUsers.userId, userName: scimUsers.userName, email: users.email })
    .from(scimUsers)
    .innerJoin(users, eq(users.id, scimUsers.userId))
    .innerJoin(teamMembers, and(eq(teamMembers.userId, scimUsers.userId), eq(teamMembers.teamId, teamId), eq(teamMembers.role, from)))
    .where(and(eq(scimUsers.teamId, teamId), inArray(scimUsers.id, scimUserIds)));
  if (people.length === 0) return [];
  await tx
    .update(teamMembers)
    .set({ role: to })
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.role, from), inArray(teamMembers.userId, people.map((p) => p.userId))));
  return people.map((p) => ({ teamId, event: 'member.role_changed' as const, target: memberTarget(p), details: { role: { from, to } } }));
}
