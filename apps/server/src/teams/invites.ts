import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { inviteLifetimeDays, maxOpenInvites, teamErrorCodes, type InvitePreview, type InviteStatus, type TeamInvite } from '@selecta/shared/teams';
import { sitePages } from '@selecta/shared/site-routes';
import { newOpaqueToken, tokenHash } from '../auth/tokens.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/auth.ts';
import { teamInvites, teamMembers, type TeamInviteRow } from '../db/schema/teams.ts';
import type { AppDeps } from '../lib/app-env.ts';
import { HttpError } from '../lib/http-error.ts';
import type { MailLocale } from '../lib/mail/mail-templates.ts';
import type { Membership } from './membership.ts';
import { sendTeamMail } from './team-mail.ts';

const lifetimeMs = inviteLifetimeDays * 24 * 3600_000;
const notFound = () => new HttpError(404, teamErrorCodes.inviteNotFound, 'This invitation does not exist.');
const open = and(isNull(teamInvites.acceptedAt), isNull(teamInvites.revokedAt));

export function inviteStatus(row: Pick<TeamInviteRow, 'acceptedAt' | 'revokedAt' | 'expiresAt'>, now = new Date()): InviteStatus {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';
}

const inviteJson = (row: TeamInviteRow): TeamInvite => ({
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

async function mailInvite(deps: AppDeps, membership: Membership, email: string, locale: MailLocale, token: string) {
  const link = `${deps.env.PUBLIC_URL}/${locale}/${sitePages.invite}?token=${token}`;
  await sendTeamMail(deps, 'invite', email, locale, membership.teamName, link, inviteLifetimeDays);
}

/** A new single-use link for `email`, replacing any open invite to that address; mailed in `locale`. */
export async function createInvite(deps: AppDeps, membership: Membership, invitedBy: string, input: { email: string; role: TeamInvite['role']; locale: MailLocale }) {
  const { db } = deps;
  const [member] = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, membership.teamId), eq(users.email, input.email)));
  if (member) throw new HttpError(409, teamErrorCodes.alreadyMember, 'This person is already a member of your team.');
  const [openCount] = await db.select({ n: count() }).from(teamInvites).where(and(eq(teamInvites.teamId, membership.teamId), open));
  if ((openCount?.n ?? 0) >= maxOpenInvites) {
    throw new HttpError(409, teamErrorCodes.tooManyInvites, `A team can have ${maxOpenInvites} open invitations at once: revoke some first.`);
  }
  const token = newOpaqueToken();
  const row = await db.transaction(async (tx) => {
    const now = new Date();
    await tx.update(teamInvites).set({ revokedAt: now }).where(and(eq(teamInvites.teamId, membership.teamId), eq(teamInvites.email, input.email), open));
    const [inserted] = await tx
      .insert(teamInvites)
      .values({ teamId: membership.teamId, email: input.email, role: input.role, tokenHash: tokenHash(token), invitedBy, expiresAt: new Date(now.getTime() + lifetimeMs) })
      .returning();
    return inserted!;
  });
  await mailInvite(deps, membership, input.email, input.locale, token);
  return inviteJson(row);
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

export async function revokeInvite(db: Db, teamId: string, inviteId: string): Promise<void> {
  const rows = await db
    .update(teamInvites)
    .set({ revokedAt: new Date() })
    .where(and(eq(teamInvites.id, inviteId), eq(teamInvites.teamId, teamId), open))
    .returning({ id: teamInvites.id });
  if (rows.length === 0) throw notFound();
}

export async function findInvite(db: Db, token: string) {
  const [row] = await db.select().from(teamInvites).where(eq(teamInvites.tokenHash, tokenHash(token)));
  return row;
}

export function previewJson(row: TeamInviteRow, teamName: string): InvitePreview {
  return { teamName, email: row.email, role: row.role, status: inviteStatus(row), expiresAt: row.expiresAt.toISOString() };
}
