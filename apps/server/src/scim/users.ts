import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { type AnyAuditEntry, type AuditBy, recordAudits } from '../audit/audit-log.ts';
import { emailDomain } from '../auth/sso/sso-required.ts';
import { verifiedDomains } from '../auth/sso/team-idp.ts';
import { isUuid } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/auth.ts';
import { type ScimUserRow, scimGroupMembers, scimGroups, scimUsers } from '../db/schema/scim.ts';
import { type UserInput, accountEmail } from './resource-input.ts';
import { invalidValue, notFound, uniqueInTransaction, uniqueness } from './scim-error.ts';
import { type Person, directoryRole, memberTarget, seat, unseat } from './seats.ts';
import type { ScimCaller } from './tokens.ts';
import type { GroupRef } from './user-resource.ts';

/** A SCIM request's reach: its team (from the token), who to name in the audit log, and the database. */
export interface ScimScope {
  db: Db;
  caller: ScimCaller;
  by: AuditBy;
}

const userNameTaken = (userName: string) => uniqueness(`A User with userName ${userName.slice(0, 200)} already exists in this team.`);

/** A directory may only speak for addresses at the team's verified domains: else 400 `invalidValue`, nothing created. */
async function requireVerifiedDomain(db: Db, teamId: string, email: string): Promise<void> {
  const domains = await verifiedDomains(db, teamId);
  if (!domains.includes(emailDomain(email))) {
    const list = domains.length > 0 ? domains.join(', ') : 'none yet';
    throw invalidValue(`${email} is not at one of the team's verified domains (${list}): a directory can only add people at domains the team proved in Selecta.`);
  }
}

/**
 * Provisions a person (RFC 7644 §3.3): their account (found by address, or made without a password: they sign in through
 * the team's IdP) is linked to the directory's record and, while active, holds a seat in the team before their first
 * sign-in. Refused: an address outside the verified domains (400), a userName or account the directory already has
 * (409), an account in another team (409, never moved).
 */
export async function provisionUser(scope: ScimScope, input: UserInput): Promise<ScimUserRow> {
  const { db, caller } = scope;
  const { teamId } = caller;
  const email = accountEmail(input);
  await requireVerifiedDomain(db, teamId, email);
  return uniqueInTransaction(db, () => userNameTaken(input.userName), async (tx) => {
    const [taken] = await tx.select({ id: scimUsers.id }).from(scimUsers).where(and(eq(scimUsers.teamId, teamId), sql`lower(${scimUsers.userName}) = lower(${input.userName})`));
    if (taken) throw userNameTaken(input.userName);
    let [account] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).for('update');
    const accountCreated = !account;
    if (account) {
      const [managed] = await tx.select({ teamId: scimUsers.teamId }).from(scimUsers).where(eq(scimUsers.userId, account.id));
      if (managed) throw uniqueness(managed.teamId === teamId ? `${email} is already provisioned in this team under another userName.` : `${email} is already provisioned by another team's directory.`);
    } else {
      [account] = await tx.insert(users).values({ email, encryptedPassword: '', emailConfirmedAt: new Date() }).returning({ id: users.id });
    }
    const [row] = await tx
      .insert(scimUsers)
      .values({ teamId, userId: account!.id, userName: input.userName, externalId: input.externalId, active: input.active, attributes: input.attributes })
      .returning();
    const person: Person = { userId: account!.id, email, userName: input.userName };
    const audits: AnyAuditEntry[] = [{ teamId, event: 'scim.user_provisioned', target: memberTarget(person), details: { userName: input.userName, active: input.active, accountCreated } }];
    if (input.active) audits.push(...(await seat(tx, teamId, person, 'member')));
    else {
      const unseated = await unseat(tx, teamId, person, true);
      audits.push(...unseated.audits, { teamId, event: 'scim.user_deactivated', target: memberTarget(person), details: { endedSessions: unseated.endedSessions } });
    }
    await recordAudits(tx, scope.by, audits);
    return row!;
  });
}

/** The team's User by its SCIM id, with the account's address; another team's id (or no uuid) is a 404. */
async function lockedUser(tx: Db, teamId: string, id: string) {
  if (!isUuid(id)) throw notFound('User', id);
  const [found] = await tx
    .select({ row: scimUsers, email: users.email })
    .from(scimUsers)
    .innerJoin(users, eq(users.id, scimUsers.userId))
    .where(and(eq(scimUsers.teamId, teamId), eq(scimUsers.id, id)))
    .for('update', { of: scimUsers });
  if (!found) throw notFound('User', id);
  return found;
}

/** Top-level attributes whose value differs (names only: the audit log never holds the values). */
function changedAttributes(before: ScimUserRow, after: UserInput): string[] {
  const names = new Set([...Object.keys(before.attributes), ...Object.keys(after.attributes)]);
  const changed = [...names].filter((name) => JSON.stringify(before.attributes[name]) !== JSON.stringify(after.attributes[name]));
  if (before.userName !== after.userName) changed.unshift('userName');
  if (before.externalId !== after.externalId) changed.push('externalId');
  return changed.slice(0, 50);
}

/**
 * Replaces the directory's record of a person (PUT, and PATCH after its operations are applied). `active` false ends
 * their sessions everywhere and takes their seat; true gives it back (as admin while in the admin group). A changed
 * account address must still be at a verified domain; the account's own address is not changed by the directory.
 */
export async function replaceUser(scope: ScimScope, id: string, next: UserInput | ((current: ScimUserRow) => UserInput)): Promise<ScimUserRow> {
  const { db, caller } = scope;
  const { teamId } = caller;
  let userName = '';
  return uniqueInTransaction(db, () => userNameTaken(userName), async (tx) => {
    const { row: before, email: account } = await lockedUser(tx, teamId, id);
    // A PATCH is applied to the row as locked here, so two concurrent PATCHes cannot lose each other's change.
    const input = typeof next === 'function' ? next(before) : next;
    userName = input.userName;
    const email = accountEmail(input);
    if (email !== accountEmail(before)) await requireVerifiedDomain(tx, teamId, email);
    const [row] = await tx
      .update(scimUsers)
      .set({ userName: input.userName, externalId: input.externalId, active: input.active, attributes: input.attributes, updatedAt: sql`now()` })
      .where(eq(scimUsers.id, id))
      .returning();
    const person: Person = { userId: before.userId, email: account, userName: input.userName };
    const audits: AnyAuditEntry[] = [];
    const changed = changedAttributes(before, input);
    if (changed.length > 0) audits.push({ teamId, event: 'scim.user_updated', target: memberTarget(person), details: { attributes: changed } });
    if (before.active && !input.active) {
      const unseated = await unseat(tx, teamId, person, true);
      audits.push({ teamId, event: 'scim.user_deactivated', target: memberTarget(person), details: { endedSessions: unseated.endedSessions } }, ...unseated.audits);
    } else if (!before.active && input.active) {
      const role = await directoryRole(tx, id);
      audits.push({ teamId, event: 'scim.user_reactivated', target: memberTarget(person), details: { role } }, ...(await seat(tx, teamId, person, role)));
    }
    await recordAudits(tx, scope.by, audits);
    return row!;
  });
}

/** DELETE: the person leaves the team (their account stays theirs, as when an admin removes a member). */
export async function deleteUser(scope: ScimScope, id: string): Promise<void> {
  const { teamId } = scope.caller;
  await scope.db.transaction(async (tx) => {
    const { row, email } = await lockedUser(tx, teamId, id);
    const person: Person = { userId: row.userId, email, userName: row.userName };
    const { audits } = await unseat(tx, teamId, person, false);
    await tx.delete(scimUsers).where(eq(scimUsers.id, id));
    await recordAudits(tx, scope.by, [{ teamId, event: 'scim.user_deleted', target: memberTarget(person), details: { userName: row.userName } }, ...audits]);
  });
}

export async function findUser(db: Db, teamId: string, id: string): Promise<ScimUserRow> {
  if (!isUuid(id)) throw notFound('User', id);
  const [row] = await db.select().from(scimUsers).where(and(eq(scimUsers.teamId, teamId), eq(scimUsers.id, id)));
  if (!row) throw notFound('User', id);
  return row;
}

/** A page of the team's Users (oldest first, a stable order for paging) and how many match in all. */
export async function listUsers(db: Db, teamId: string, where: SQL | undefined, startIndex: number, size: number) {
  const condition = where ? and(eq(scimUsers.teamId, teamId), where) : eq(scimUsers.teamId, teamId);
  const [[{ total } = { total: 0 }], rows] = await Promise.all([
    db.select({ total: count() }).from(scimUsers).where(condition),
    size === 0 ? Promise.resolve([]) : db.select().from(scimUsers).where(condition).orderBy(asc(scimUsers.createdAt), asc(scimUsers.id)).offset(startIndex - 1).limit(size),
  ]);
  return { total, rows };
}

/** Each listed User's groups, for the read-only `groups` attribute. */
export async function groupsOf(db: Db, ids: string[]): Promise<Map<string, GroupRef[]>> {
  const byUser = new Map<string, GroupRef[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byUser;
  const rows = await db
    .select({ userId: scimGroupMembers.scimUserId, id: scimGroups.id, displayName: scimGroups.displayName })
    .from(scimGroupMembers)
    .innerJoin(scimGroups, eq(scimGroups.id, scimGroupMembers.groupId))
    .where(inArray(scimGroupMembers.scimUserId, ids));
  for (const row of rows) byUser.get(row.userId)?.push({ id: row.id, displayName: row.displayName });
  return byUser;
}
