import { and, eq, isNull } from 'drizzle-orm';
import { teamErrorCodes } from '@selecta/shared/teams';
import { recordAudit, type AuditBy } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import { teamInvites, teamMembers, teams } from '../db/schema/teams.ts';
import { HttpError } from '../lib/http-error.ts';
import { findInvite, inviteStatus, previewJson } from './invites.ts';
import { findMembership } from './membership.ts';
import { alreadyInTeamError, isUniqueViolation } from './teams.ts';

const notFound = () => new HttpError(404, teamErrorCodes.inviteNotFound, 'This invitation link is not valid.');

/** What the invite page shows: the team's name, the invited address and whether the link still works. */
export async function previewInvite(db: Db, token: string) {
  const row = await findInvite(db, token);
  if (!row) throw notFound();
  const [team] = await db.select({ name: teams.name }).from(teams).where(eq(teams.id, row.teamId));
  if (!team) throw notFound();
  return previewJson(row, team.name);
}

/**
 * The signed-in user joins the team, if the link is open, unexpired and addressed to their email. The link is
 * used up in the same transaction as the membership (and its audit event), by a conditional update, so it works
 * exactly once.
 */
export async function acceptInvite(db: Db, user: { id: string; email: string }, token: string, by: AuditBy) {
  const row = await findInvite(db, token);
  if (!row) throw notFound();
  const status = inviteStatus(row);
  if (status === 'accepted') throw new HttpError(410, teamErrorCodes.inviteUsed, 'This invitation has already been used.');
  if (status === 'revoked') throw new HttpError(410, teamErrorCodes.inviteRevoked, 'This invitation was withdrawn. Ask for a new one.');
  if (status === 'expired') throw new HttpError(410, teamErrorCodes.inviteExpired, 'This invitation has expired. Ask for a new one.');
  if (row.email !== user.email.trim().toLowerCase()) {
    throw new HttpError(403, teamErrorCodes.inviteWrongEmail, `This invitation is for ${row.email}. Sign in with that address to accept it.`);
  }
  const current = await findMembership(db, user.id);
  if (current?.teamId === row.teamId) throw new HttpError(409, teamErrorCodes.alreadyMember, 'You are already a member of this team.');
  if (current) throw alreadyInTeamError();
  try {
    await db.transaction(async (tx) => {
      const used = await tx
        .update(teamInvites)
        .set({ acceptedAt: new Date() })
        .where(and(eq(teamInvites.id, row.id), isNull(teamInvites.acceptedAt), isNull(teamInvites.revokedAt)))
        .returning({ id: teamInvites.id });
      if (used.length === 0) throw new HttpError(410, teamErrorCodes.inviteUsed, 'This invitation has already been used.');
      await tx.insert(teamMembers).values({ teamId: row.teamId, userId: user.id, role: row.role });
      // The new member is the actor of their own joining.
      await recordAudit(tx, by, { teamId: row.teamId, event: 'member.joined', target: { type: 'member', id: user.id, email: row.email }, details: { role: row.role } });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyInTeamError();
    throw error;
  }
  return findMembership(db, user.id);
}
