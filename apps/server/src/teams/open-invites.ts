import { and, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { BulkInviteResult, BulkInvitesResponse } from '@selecta/shared/team-members';
import { inviteLifetimeDays, maxOpenInvites, type InviteRole } from '@selecta/shared/teams';
import { recordAudits, type AnyAuditEntry, type AuditBy } from '../audit/audit-log.ts';
import { newOpaqueToken, tokenHash } from '../auth/tokens.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/auth.ts';
import { teamInvites, teamMembers, teams, type TeamInviteRow } from '../db/schema/teams.ts';

export const lifetimeMs = inviteLifetimeDays * 24 * 3600_000;
/** Neither accepted nor revoked: pending, or expired and waiting to be resent. */
export const open = and(isNull(teamInvites.acceptedAt), isNull(teamInvites.revokedAt));
/** The same rule as a single invite's body: trimmed, lowercased (as the auth service stores addresses), an email. */
const emailSchema = z.string().trim().toLowerCase().max(320).pipe(z.email());

export type OpenedInvite =
  | { email: string; result: 'invited'; row: TeamInviteRow; token: string }
  | { email: string; result: Exclude<BulkInviteResult, 'invited' | 'mail_failed'> };

/**
 * Opens an invitation for each address that can have one, in one transaction with their audit events; the caller mails
 * the links after it commits. The team's row is locked first, so two calls at once count the open invitations one after
 * the other and never pass `maxOpenInvites` together. An open invitation to the same address is replaced when it has
 * expired, or always with `replacePending` (inviting someone again sends a new link); otherwise it is `already_invited`.
 */
export async function openInvites(db: Db, teamId: string, invitedBy: string, addresses: readonly string[], role: InviteRole, by: AuditBy, { replacePending }: { replacePending: boolean }): Promise<OpenedInvite[]> {
  const parsed = addresses.map((raw) => ({ raw: raw.trim(), email: emailSchema.safeParse(raw) }));
  const valid = [...new Set(parsed.flatMap((p) => (p.email.success ? [p.email.data] : [])))];
  return db.transaction(async (tx) => {
    await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).for('update');
    const members = valid.length === 0 ? [] : await tx
      .select({ email: users.email })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(and(eq(teamMembers.teamId, teamId), inArray(users.email, valid)));
    const memberEmails = new Set(members.map((m) => m.email));
    const openRows = await tx.select({ email: teamInvites.email, expiresAt: teamInvites.expiresAt }).from(teamInvites).where(and(eq(teamInvites.teamId, teamId), open));
    const openByEmail = new Map(openRows.map((row) => [row.email, row]));
    let openCount = openRows.length;
    const now = new Date();
    const seen = new Map<string, BulkInviteResult>();
    const replaced: string[] = [];
    const tokens = new Map<string, string>();
    const decide = (address: string): BulkInviteResult => {
      if (memberEmails.has(address)) return 'already_member';
      const existing = openByEmail.get(address);
      if (existing && !replacePending && existing.expiresAt > now) return 'already_invited';
      if (existing) replaced.push(address);
      else if (openCount >= maxOpenInvites) return 'over_limit';
      else openCount++;
      tokens.set(address, newOpaqueToken());
      return 'invited';
    };
    const decided = parsed.map(({ raw, email }): { email: string; result: BulkInviteResult } => {
      if (!email.success) return { email: raw, result: 'invalid' };
      const address = email.data;
      // The same address twice: the second is answered like the first, or as invited by it.
      const first = seen.get(address);
      if (first) return { email: address, result: first === 'invited' ? 'already_invited' : first };
      const result = decide(address);
      seen.set(address, result);
      return { email: address, result };
    });
    if (replaced.length > 0) {
      await tx.update(teamInvites).set({ revokedAt: now }).where(and(eq(teamInvites.teamId, teamId), inArray(teamInvites.email, replaced), open));
    }
    const expiresAt = new Date(now.getTime() + lifetimeMs);
    const rows =
      tokens.size === 0
        ? []
        : await tx
            .insert(teamInvites)
            .values([...tokens].map(([email, token]) => ({ teamId, email, role, tokenHash: tokenHash(token), invitedBy, expiresAt })))
            .returning();
    const rowOf = new Map(rows.map((row) => [row.email, row]));
    const entries: AnyAuditEntry[] = rows.map((row) => ({
      teamId,
      event: 'member.invited',
      target: { type: 'invite', id: row.id, email: row.email },
      details: { role, replaced: replaced.includes(row.email) },
    }));
    await recordAudits(tx, by, entries);
    return decided.map((d): OpenedInvite => (d.result === 'invited' ? { email: d.email, result: 'invited', row: rowOf.get(d.email)!, token: tokens.get(d.email)! } : (d as OpenedInvite)));
  });
}

/** The answer of a bulk invitation: each address's result, with the invitation's id where one exists. */
export function bulkInviteJson(outcomes: readonly (OpenedInvite | { email: string; result: 'mail_failed'; row: TeamInviteRow })[]): BulkInvitesResponse {
  return { results: outcomes.map((o) => ('row' in o ? { email: o.email, result: o.result, inviteId: o.row.id } : { email: o.email, result: o.result })) };
}
