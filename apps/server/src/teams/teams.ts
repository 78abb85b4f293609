import { and, count, eq, ne } from 'drizzle-orm';
import { teamErrorCodes, type Team } from '@selecta/shared/teams';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/auth.ts';
import { teamMembers, teams } from '../db/schema/teams.ts';
import { recordAudit, type AuditBy } from '../audit/audit-log.ts';
import { getOwnPlan } from '../billing/user-plan.ts';
import type { AppDeps } from '../lib/app-deps.ts';
import { HttpError } from '../lib/http-error.ts';
import { toMailLocale } from '../lib/mail/mail-templates.ts';
import { findMembership, type Membership } from './membership.ts';
import { sendTeamMail } from './team-mail.ts';
import { isTeamActive } from '../billing/team-plan.ts';

export const alreadyInTeamError = () =>
  new HttpError(409, teamErrorCodes.alreadyInTeam, 'You are already in a team: leave it first.');

/** Unique-index violations (a concurrent create or accept) carry PostgreSQL's code 23505 on both drivers. */
export const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

export async function teamJson(db: Db, membership: Membership): Promise<Team> {
  return {
    id: membership.teamId,
    name: membership.teamName,
    role: membership.role,
    active: await isTeamActive(db, membership.teamId),
    createdAt: membership.teamCreatedAt.toISOString(),
  };
}

/** A Pro subscriber (of their own) in no team founds one and becomes its owner. */
export async function createTeam(db: Db, userId: string, name: string, by: AuditBy): Promise<Membership> {
  if (await findMembership(db, userId)) throw alreadyInTeamError();
  if ((await getOwnPlan(db, userId)) !== 'pro') {
    throw new HttpError(403, teamErrorCodes.proRequired, 'Teams come with the Pro plan: subscribe to Pro to create one.');
  }
  try {
    return await db.transaction(async (tx) => {
      const [team] = await tx.insert(teams).values({ name }).returning();
      await tx.insert(teamMembers).values({ teamId: team!.id, userId, role: 'owner' });
      await recordAudit(tx, by, { teamId: team!.id, event: 'team.created', target: { type: 'team', id: team!.id, name }, details: { name } });
      return { teamId: team!.id, teamName: team!.name, role: 'owner' as const, teamCreatedAt: team!.createdAt };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyInTeamError();
    throw error;
  }
}

/** A new name; the same name again changes nothing and records nothing. */
export async function renameTeam(db: Db, teamId: string, name: string, by: AuditBy): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId)).for('update');
    if (!current || current.name === name) return;
    await tx.update(teams).set({ name, updatedAt: new Date() }).where(eq(teams.id, teamId));
    await recordAudit(tx, by, { teamId, event: 'team.renamed', target: { type: 'team', id: teamId, name }, details: { name: { from: current.name, to: name } } });
  });
}

/** The owner hands the team to another member, and stays as an admin. */
export async function transferOwnership(db: Db, membership: Membership, ownerId: string, newOwnerId: string, by: AuditBy): Promise<void> {
  if (newOwnerId === ownerId) return;
  await db.transaction(async (tx) => {
    const [target] = await tx
      .select({ userId: teamMembers.userId, role: teamMembers.role, email: users.email })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(and(eq(teamMembers.teamId, membership.teamId), eq(teamMembers.userId, newOwnerId)));
    if (!target) throw new HttpError(404, teamErrorCodes.memberNotFound, 'That person is not a member of your team.');
    // The old owner steps down first: the one-owner index is checked per statement.
    await tx.update(teamMembers).set({ role: 'admin' }).where(and(eq(teamMembers.teamId, membership.teamId), eq(teamMembers.userId, ownerId)));
    await tx.update(teamMembers).set({ role: 'owner' }).where(and(eq(teamMembers.teamId, membership.teamId), eq(teamMembers.userId, newOwnerId)));
    await recordAudit(tx, by, {
      teamId: membership.teamId,
      event: 'team.ownership_transferred',
      target: { type: 'member', id: target.userId, email: target.email },
      details: { role: { from: target.role, to: 'owner' } },
    });
  });
}

/** Anyone but the owner can leave; the team's Pro ends for them on their next request. */
export async function leaveTeam(db: Db, membership: Membership, user: { id: string; email: string }, by: AuditBy): Promise<void> {
  if (membership.role === 'owner') {
    throw new HttpError(409, teamErrorCodes.ownerMustTransfer, 'The owner cannot leave: transfer ownership first, or dissolve the team.');
  }
  await db.transaction(async (tx) => {
    const [left] = await tx
      .delete(teamMembers)
      .where(and(eq(teamMembers.teamId, membership.teamId), eq(teamMembers.userId, user.id), ne(teamMembers.role, 'owner')))
      .returning({ role: teamMembers.role });
    // Removed by an admin a moment ago: there is nothing left to leave, and nothing to record.
    if (!left || left.role === 'owner') return;
    await recordAudit(tx, by, { teamId: membership.teamId, event: 'member.left', target: { type: 'member', id: user.id, email: user.email }, details: { role: left.role } });
  });
}

/**
 * The owner dissolves the team: every other member is told by mail, in their language. The log's last event says so;
 * the log stays 30 days for the former owner's export (decision 044).
 */
export async function dissolveTeam(deps: AppDeps, membership: Membership, ownerId: string, by: AuditBy): Promise<void> {
  const others = await deps.db
    .select({ email: users.email, metadata: users.userMetadata })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, membership.teamId), ne(teamMembers.userId, ownerId)));
  const { teamId, teamName } = membership;
  const dissolved = await deps.db.transaction(async (tx) => {
    const [members] = await tx.select({ n: count() }).from(teamMembers).where(eq(teamMembers.teamId, teamId));
    const gone = await tx.delete(teams).where(eq(teams.id, teamId)).returning({ id: teams.id });
    if (gone.length === 0) return false;
    await recordAudit(tx, by, { teamId, event: 'team.dissolved', target: { type: 'team', id: teamId, name: teamName }, details: { name: teamName, members: members?.n ?? 0 } });
    return true;
  });
  if (!dissolved) return;
  const results = await Promise.allSettled(
    others.map((member) => {
      const locale = toMailLocale(member.metadata.locale ?? member.metadata.lang);
      return sendTeamMail(deps, 'dissolved', member.email, locale, membership.teamName, `${deps.env.PUBLIC_URL}/${locale}/dashboard`);
    }),
  );
  const failed = results.filter((r) => r.status === 'rejected').length;
  if (failed > 0) deps.logger.error({ teamId: membership.teamId, failed }, 'team dissolved: some notices could not be mailed');
}
