import { and, eq, inArray } from 'drizzle-orm';
import type { BulkMemberResult, BulkMembersRequest } from '@selecta/shared/team-members';
import { teamErrorCodes, type InviteRole } from '@selecta/shared/teams';
import { recordAudits, type AnyAuditEntry, type AuditBy } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/auth.ts';
import { teamMembers } from '../db/schema/teams.ts';
import { HttpError } from '../lib/http-error.ts';

type Change = { action: 'change_role'; role: InviteRole } | { action: 'remove' };

/**
 * Changes the role of, or removes, each of `userIds` in the team, and records each change, all in one transaction:
 * the rows are locked, so a concurrent change of the same member waits and then sees this one. Each id gets its own
 * result; the owner is never changed (ownership moves by transfer) and removing oneself is leaving, not this.
 */
export async function changeMembers(db: Db, teamId: string, callerId: string, userIds: readonly string[], change: Change, by: AuditBy) {
  const ids = [...new Set(userIds.map((id) => id.toLowerCase()))];
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ userId: teamMembers.userId, role: teamMembers.role, email: users.email })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(and(eq(teamMembers.teamId, teamId), inArray(teamMembers.userId, ids)))
      .for('update', { of: teamMembers });
    const found = new Map(rows.map((row) => [row.userId, row]));
    const entries: AnyAuditEntry[] = [];
    const results = ids.map((userId): { userId: string; result: BulkMemberResult } => {
      const row = found.get(userId);
      if (!row) return { userId, result: 'member_not_found' };
      if (row.role === 'owner') return { userId, result: 'cannot_change_owner' };
      const target = { type: 'member', id: userId, email: row.email } as const;
      if (change.action === 'remove') {
        if (userId === callerId) return { userId, result: 'cannot_remove_self' };
        entries.push({ teamId, event: 'member.removed', target, details: { role: row.role } });
        return { userId, result: 'removed' };
      }
      if (row.role === change.role) return { userId, result: 'unchanged' };
      entries.push({ teamId, event: 'member.role_changed', target, details: { role: { from: row.role, to: change.role } } });
      return { userId, result: 'role_changed' };
    });
    const changed = results.filter((r) => r.result === 'role_changed' || r.result === 'removed').map((r) => r.userId);
    if (changed.length > 0) {
      const those = and(eq(teamMembers.teamId, teamId), inArray(teamMembers.userId, changed));
      if (change.action === 'remove') await tx.delete(teamMembers).where(those);
      else await tx.update(teamMembers).set({ role: change.role }).where(those);
      await recordAudits(tx, by, entries);
    }
    return results;
  });
}

export const bulkChange = (request: BulkMembersRequest): Change =>
  request.action === 'remove' ? { action: 'remove' } : { action: 'change_role', role: request.role };

/** One member's refusal as the single-member routes answer it. */
function refusal(result: BulkMemberResult | undefined) {
  if (result === 'member_not_found') return new HttpError(404, teamErrorCodes.memberNotFound, 'That person is not a member of your team.');
  if (result === 'cannot_change_owner') {
    return new HttpError(403, teamErrorCodes.cannotChangeOwner, "The owner's role cannot be changed: the owner transfers ownership instead.");
  }
  return undefined;
}

export async function changeRole(db: Db, teamId: string, callerId: string, userId: string, role: InviteRole, by: AuditBy): Promise<void> {
  const [outcome] = await changeMembers(db, teamId, callerId, [userId], { action: 'change_role', role }, by);
  const error = refusal(outcome?.result);
  if (error) throw error;
}

/** Owner and admins remove anyone but the owner; the team's Pro ends for them on their next request. */
export async function removeMember(db: Db, teamId: string, callerId: string, userId: string, by: AuditBy): Promise<void> {
  const [outcome] = await changeMembers(db, teamId, callerId, [userId], { action: 'remove' }, by);
  const error = refusal(outcome?.result);
  if (error) throw error;
}
