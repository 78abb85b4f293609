import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { type AnyAuditEntry, recordAudits } from '../audit/audit-log.ts';
import { isUuid } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { type ScimGroupRow, scimGroupMembers, scimGroups, scimUsers } from '../db/schema/scim.ts';
import type { GroupInput } from './resource-input.ts';
import { invalidValue, notFound, uniqueInTransaction, uniqueness } from './scim-error.ts';
import { changeRoles, isAdminGroup } from './seats.ts';
import type { ScimScope } from './users.ts';

const nameTaken = (name: string) => uniqueness(`A Group named ${name.slice(0, 200)} already exists in this team (names are unique whatever their case).`);

/** Every member must be a User of this team: 400 `invalidValue` names the first that is not. */
async function requireTeamUsers(tx: Db, teamId: string, ids: string[]): Promise<void> {
  const bad = ids.find((id) => !isUuid(id)) as string | undefined;
  if (bad) throw invalidValue(`Member ${bad.slice(0, 100)} is not a User of this team.`);
  if (ids.length === 0) return;
  const found = await tx.select({ id: scimUsers.id }).from(scimUsers).where(and(eq(scimUsers.teamId, teamId), inArray(scimUsers.id, ids)));
  if (found.length === ids.length) return;
  const known = new Set(found.map((row) => row.id));
  throw invalidValue(`Member ${ids.find((id) => !known.has(id))} is not a User of this team: provision the User first.`);
}

async function requireFreeName(tx: Db, teamId: string, name: string, except?: string): Promise<void> {
  const [taken] = await tx.select({ id: scimGroups.id }).from(scimGroups).where(and(eq(scimGroups.teamId, teamId), sql`lower(${scimGroups.displayName}) = lower(${name})`));
  if (taken && taken.id !== except) throw nameTaken(name);
}

const groupTarget = (row: Pick<ScimGroupRow, 'id' | 'displayName'>) => ({ type: 'scim_group' as const, id: row.id, name: row.displayName });

export async function createGroup(scope: ScimScope, input: GroupInput): Promise<ScimGroupRow> {
  const { teamId } = scope.caller;
  return uniqueInTransaction(scope.db, () => nameTaken(input.displayName), async (tx) => {
    await requireFreeName(tx, teamId, input.displayName);
    await requireTeamUsers(tx, teamId, input.members);
    const [row] = await tx.insert(scimGroups).values({ teamId, displayName: input.displayName, externalId: input.externalId }).returning();
    if (input.members.length > 0) await tx.insert(scimGroupMembers).values(input.members.map((scimUserId) => ({ groupId: row!.id, scimUserId })));
    const admin = isAdminGroup(input.displayName);
    const audits: AnyAuditEntry[] = [{ teamId, event: 'scim.group_created', target: groupTarget(row!), details: { displayName: row!.displayName, members: input.members.length, admin } }];
    if (admin) audits.push(...(await changeRoles(tx, teamId, input.members, 'member', 'admin')));
    await recordAudits(tx, scope.by, audits);
    return row!;
  });
}

async function lockedGroup(tx: Db, teamId: string, id: string): Promise<ScimGroupRow> {
  if (!isUuid(id)) throw notFound('Group', id);
  const [row] = await tx.select().from(scimGroups).where(and(eq(scimGroups.teamId, teamId), eq(scimGroups.id, id))).for('update');
  if (!row) throw notFound('Group', id);
  return row;
}

export async function groupMemberIds(db: Db, groupId: string): Promise<string[]> {
  const rows = await db.select({ id: scimGroupMembers.scimUserId }).from(scimGroupMembers).where(eq(scimGroupMembers.groupId, groupId));
  return rows.map((row) => row.id);
}

/**
 * Replaces a group's name and members (PUT, and PATCH after its operations). Joining the admin group (or the group
 * being renamed to admin) makes seated members admins; leaving it (or a rename away) makes them members again.
 */
export async function replaceGroup(scope: ScimScope, id: string, next: GroupInput | ((current: ScimGroupRow, members: string[]) => GroupInput)): Promise<ScimGroupRow> {
  const { teamId } = scope.caller;
  let name = '';
  return uniqueInTransaction(scope.db, () => nameTaken(name), async (tx) => {
    const before = await lockedGroup(tx, teamId, id);
    const old = await groupMemberIds(tx, id);
    const input = typeof next === 'function' ? next(before, old) : next;
    name = input.displayName;
    if (before.displayName.toLowerCase() !== input.displayName.toLowerCase()) await requireFreeName(tx, teamId, input.displayName, id);
    await requireTeamUsers(tx, teamId, input.members);
    const added = input.members.filter((m) => !old.includes(m));
    const removed = old.filter((m) => !input.members.includes(m));
    const [row] = await tx.update(scimGroups).set({ displayName: input.displayName, externalId: input.externalId, updatedAt: sql`now()` }).where(eq(scimGroups.id, id)).returning();
    if (removed.length > 0) await tx.delete(scimGroupMembers).where(and(eq(scimGroupMembers.groupId, id), inArray(scimGroupMembers.scimUserId, removed)));
    if (added.length > 0) await tx.insert(scimGroupMembers).values(added.map((scimUserId) => ({ groupId: id, scimUserId })));
    const [wasAdmin, isAdmin] = [isAdminGroup(before.displayName), isAdminGroup(input.displayName)];
    const audits: AnyAuditEntry[] = [];
    if (wasAdmin && isAdmin) audits.push(...(await changeRoles(tx, teamId, added, 'member', 'admin')), ...(await changeRoles(tx, teamId, removed, 'admin', 'member')));
    else if (isAdmin) audits.push(...(await changeRoles(tx, teamId, input.members, 'member', 'admin')));
    else if (wasAdmin) audits.push(...(await changeRoles(tx, teamId, old, 'admin', 'member')));
    const renamed = before.displayName !== input.displayName;
    if (renamed || added.length > 0 || removed.length > 0 || before.externalId !== input.externalId) {
      const displayName = renamed ? { from: before.displayName, to: input.displayName } : undefined;
      audits.unshift({ teamId, event: 'scim.group_updated', target: groupTarget(row!), details: { ...(displayName ? { displayName } : {}), added: added.length, removed: removed.length, admin: isAdmin } });
    }
    await recordAudits(tx, scope.by, audits);
    return row!;
  });
}

export async function deleteGroup(scope: ScimScope, id: string): Promise<void> {
  const { teamId } = scope.caller;
  await scope.db.transaction(async (tx) => {
    const row = await lockedGroup(tx, teamId, id);
    const members = await groupMemberIds(tx, id);
    await tx.delete(scimGroups).where(eq(scimGroups.id, id));
    const admin = isAdminGroup(row.displayName);
    const audits: AnyAuditEntry[] = [{ teamId, event: 'scim.group_deleted', target: groupTarget(row), details: { displayName: row.displayName, members: members.length, admin } }];
    if (admin) audits.push(...(await changeRoles(tx, teamId, members, 'admin', 'member')));
    await recordAudits(tx, scope.by, audits);
  });
}

export async function findGroup(db: Db, teamId: string, id: string): Promise<ScimGroupRow> {
  if (!isUuid(id)) throw notFound('Group', id);
  const [row] = await db.select().from(scimGroups).where(and(eq(scimGroups.teamId, teamId), eq(scimGroups.id, id)));
  if (!row) throw notFound('Group', id);
  return row;
}

export async function listGroups(db: Db, teamId: string, where: SQL | undefined, startIndex: number, size: number) {
  const condition = where ? and(eq(scimGroups.teamId, teamId), where) : eq(scimGroups.teamId, teamId);
  const [[{ total } = { total: 0 }], rows] = await Promise.all([
    db.select({ total: count() }).from(scimGroups).where(condition),
    size === 0 ? Promise.resolve([]) : db.select().from(scimGroups).where(condition).orderBy(asc(scimGroups.createdAt), asc(scimGroups.id)).offset(startIndex - 1).limit(size),
  ]);
  return { total, rows };
}

/** Each listed group's members with their userName (`display`), unless the client excluded them. */
export async function membersOf(db: Db, groupIds: string[]): Promise<Map<string, { value: string; display: string }[]>> {
  const byGroup = new Map<string, { value: string; display: string }[]>(groupIds.map((id) => [id, []]));
  if (groupIds.length === 0) return byGroup;
  const rows = await db
    .select({ groupId: scimGroupMembers.groupId, value: scimUsers.id, display: scimUsers.userName })
    .from(scimGroupMembers)
    .innerJoin(scimUsers, eq(scimUsers.id, scimGroupMembers.scimUserId))
    .where(inArray(scimGroupMembers.groupId, groupIds))
    .orderBy(asc(scimUsers.userName));
  for (const row of rows) byGroup.get(row.groupId)?.push({ value: row.value, display: row.display });
  return byGroup;
}
