import { and, eq, ne } from 'drizzle-orm';
import { teamErrorCodes, type Team } from '@selecta/shared/teams';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/auth.ts';
import { teamMembers, teams } from '../db/schema/teams.ts';
import { getOwnPlan } from '../billing/user-plan.ts';
import type { AppDeps } from '../lib/app-env.ts';
import { HttpError } from '../lib/http-error.ts';
import { toMailLocale } from '../lib/mail/mail-templates.ts';
import { findMembership, type Membership } from './membership.ts';
import { sendTeamMail } from './team-mail.ts';
import { isTeamActive } from './team-plan.ts';

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
export async function createTeam(db: Db, userId: string, name: string): Promise<Membership> {
  if (await findMembership(db, userId)) throw alreadyInTeamError();
  if ((await getOwnPlan(db, userId)) !== 'pro') {
    throw new HttpError(403, teamErrorCodes.proRequired, 'Teams come with the Pro plan: subscribe to Pro to create one.');
  }
  try {
    return await db.transaction(async (tx) => {
      const [team] = await tx.insert(teams).values({ name }).returning();
      await tx.insert(teamMembers).values({ teamId: team!.id, userId, role: 'owner' });
      return { teamId: team!.id, teamName: team!.name, role: 'owner' as const, teamCreatedAt: team!.createdAt };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyInTeamError();
    throw error;
  }
}

export async function renameTeam(db: Db, teamId: string, name: string): Promise<void> {
  await db.update(teams).set({ name, updatedAt: new Date() }).where(eq(teams.id, teamId));
}

/** The owner hands the team to another member, and stays as an admin. */
export async function transferOwnership(db: Db, membership: Membership, ownerId: string, newOwnerId: string): Promise<void> {
  if (newOwnerId === ownerId) return;
  await db.transaction(async (tx) => {
    const [target] = await tx
      .select({ userId: teamMembers.userId })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, membership.teamId), eq(teamMembers.userId, newOwnerId)));
    if (!target) throw new HttpError(404, teamErrorCodes.memberNotFound, 'That person is not a member of your team.');
    // The old owner steps down first: the one-owner index is checked per statement.
    await tx.update(teamMembers).set({ role: 'admin' }).where(and(eq(teamMembers.teamId, membership.teamId), eq(teamMembers.userId, ownerId)));
    await tx.update(teamMembers).set({ role: 'owner' }).where(and(eq(teamMembers.teamId, membership.teamId), eq(teamMembers.userId, newOwnerId)));
  });
}

/** Anyone but the owner can leave; the team's Pro ends for them on their next request. */
export async function leaveTeam(db: Db, membership: Membership, userId: string): Promise<void> {
  if (membership.role === 'owner') {
    throw new HttpError(409, teamErrorCodes.ownerMustTransfer, 'The owner cannot leave: transfer ownership first, or dissolve the team.');
  }
  await db.delete(teamMembers).where(and(eq(teamMembers.teamId, membership.teamId), eq(teamMembers.userId, userId)));
}

/** The owner dissolves the team: every other member is told by mail, in their language. */
export async function dissolveTeam(deps: AppDeps, membership: Membership, ownerId: string): Promise<void> {
  const others = await deps.db
    .select({ email: users.email, metadata: users.userMetadata })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, membership.teamId), ne(teamMembers.userId, ownerId)));
  await deps.db.delete(teams).where(eq(teams.id, membership.teamId));
  const results = await Promise.allSettled(
    others.map((member) => {
      const locale = toMailLocale(member.metadata.locale ?? member.metadata.lang);
      return sendTeamMail(deps, 'dissolved', member.email, locale, membership.teamName, `${deps.env.PUBLIC_URL}/${locale}/dashboard`);
    }),
  );
  const failed = results.filter((r) => r.status === 'rejected').length;
  if (failed > 0) deps.logger.error({ teamId: membership.teamId, failed }, 'team dissolved: some notices could not be mailed');
}
