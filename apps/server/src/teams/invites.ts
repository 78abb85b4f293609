import { and, desc, eq } from 'drizzle-orm';
import { inviteLifetimeDays, maxOpenInvites, teamErrorCodes, type InvitePreview, type InviteRole, type InviteStatus, type TeamInvite } from '@selecta/shared/teams';
import { sitePages } from '@selecta/shared/site-routes';
import { recordAudit, type AuditBy } from '../audit/audit-log.ts';
import { newOpaqueToken, tokenHash } from '../auth/tokens.ts';
import type { Db } from '../db/client.ts';
import { teamInvites, type TeamInviteRow } from '../db/schema/teams.ts';
import type { AppDeps } from '../lib/app-deps.ts';
import { HttpError } from '../lib/http-error.ts';
import { createWorkQueue } from '../lib/work-queue.ts';
import type { MailLocale } from '../lib/mail/mail-templates.ts';
import type { Membership } from './membership.ts';
import { bulkInviteJson, lifetimeMs, open, openInvites } from './open-invites.ts';
import { sendTeamMail } from './team-mail.ts';

const notFound = () => new HttpError(404, teamErrorCodes.inviteNotFound, 'This invitation does not exist.');

export function inviteStatus(row: Pick<TeamInviteRow, 'acceptedAt' | 'revokedAt' | 'expiresAt'>, now = new Date()): InviteStatus {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';
}

export const inviteJson = (row: TeamInviteRow): TeamInvite => ({
  id: row.id,
  email: row.email,
  role: row.role,
  status: inviteStatus(row),
  expiresAt: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

/** The open invites (pending or expired, which can be resent), newest first. */
export async function listInvites(db: Db, teamId: string): Promise<TeamInvite[]> {
  const rows = await db.select().from(teamInvites).where(and(eq(teamInvites.teamId, teamId), open)).orderBy(desc(teamInvites.createdAt));
  return rows.map(inviteJson);
}

export async function mailInvite(deps: AppDeps, membership: Membership, email: string, locale: MailLocale, token: string) {
  const link = `${deps.env.PUBLIC_URL}/${locale}/${sitePages.invite}?token=${token}`;
  await sendTeamMail(deps, 'invite', email, locale, membership.teamName, link, inviteLifetimeDays);
}

/** A new single-use link for `email`, replacing any open invite to that address; mailed in `locale`. */
export async function createInvite(deps: AppDeps, membership: Membership, invitedBy: string, input: { email: string; role: TeamInvite['role']; locale: MailLocale }, by: AuditBy) {
  const [outcome] = await openInvites(deps.db, membership.teamId, invitedBy, [input.email], input.role, by, { replacePending: true });
  if (outcome?.result === 'already_member') throw new HttpError(409, teamErrorCodes.alreadyMember, 'This person is already a member of your team.');
  if (outcome?.result !== 'invited') {
    throw new HttpError(409, teamErrorCodes.tooManyInvites, `A team can have ${maxOpenInvites} open invitations at once: revoke some first.`);
  }
  await mailInvite(deps, membership, input.email, input.locale, outcome.token);
  return inviteJson(outcome.row);
}

/**
 * Invites many addresses at once (pasted or from a CSV): each is answered on its own, and each invitation is mailed
 * once, a few at a time; a mail that fails leaves its invitation open to be resent (`mail_failed`).
 */
export async function inviteMany(deps: AppDeps, membership: Membership, invitedBy: string, input: { emails: string[]; role: InviteRole; locale: MailLocale }, by: AuditBy) {
  const opened = await openInvites(deps.db, membership.teamId, invitedBy, input.emails, input.role, by, { replacePending: false });
  const mailing = createWorkQueue({ concurrency: 4, maxWaiting: opened.length });
  const mailed = await Promise.all(
    opened.map(async (outcome) => {
      if (outcome.result !== 'invited') return outcome;
      try {
        await mailing(() => mailInvite(deps, membership, outcome.email, input.locale, outcome.token));
        return outcome;
      } catch (error) {
        deps.logger.error({ err: error, teamId: membership.teamId, inviteId: outcome.row.id }, 'invitation mail failed');
        return { ...outcome, result: 'mail_failed' as const };
      }
    }),
  );
  return bulkInviteJson(mailed);
}

/** A fresh link (the old one stops working) valid for another full lifetime. */
export async function resendInvite(deps: AppDeps, membership: Membership, inviteId: string, locale: MailLocale) {
  const token = newOpaqueToken();
  const [row] = await deps.db
    .update(teamInvites)
    .set({ tokenHash: tokenHash(token), expiresAt: new Date(Date.now() + lifetimeMs) })
    .where(and(eq(teamInvites.id, inviteId), eq(teamInvites.teamId, membership.teamId), open))
    .returning();
  if (!row) throw notFound();
  await mailInvite(deps, membership, row.email, locale, token);
  return inviteJson(row);
}

export async function revokeInvite(db: Db, teamId: string, inviteId: string, by: AuditBy): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(teamInvites)
      .set({ revokedAt: new Date() })
      .where(and(eq(teamInvites.id, inviteId), eq(teamInvites.teamId, teamId), open))
      .returning();
    if (!row) throw notFound();
    await recordAudit(tx, by, { teamId, event: 'member.invite_revoked', target: { type: 'invite', id: row.id, email: row.email }, details: { role: row.role } });
  });
}

export async function findInvite(db: Db, token: string) {
  const [row] = await db.select().from(teamInvites).where(eq(teamInvites.tokenHash, tokenHash(token)));
  return row;
}

export function previewJson(row: TeamInviteRow, teamName: string): InvitePreview {
  return { teamName, email: row.email, role: row.role, status: inviteStatus(row), expiresAt: row.expiresAt.toISOString() };
}
