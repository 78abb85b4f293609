import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { managesTeam, teamErrorCodes, type TeamRole } from '@selecta/shared/teams';
import type { Db } from '../db/client.ts';
import { teamMembers, teams } from '../db/schema/teams.ts';
import type { AuthEnv } from '../auth/auth-env.ts';
import { HttpError } from '../lib/http-error.ts';

/** The caller's place in their team (a user belongs to at most one). */
export interface Membership {
  teamId: string;
  teamName: string;
  role: TeamRole;
  teamCreatedAt: Date;
}

/** Routes behind `requireTeamRole` read the caller's membership from `c.var.membership`. */
export interface TeamEnv {
  Variables: AuthEnv['Variables'] & { membership: Membership };
}

export async function findMembership(db: Db, userId: string): Promise<Membership | undefined> {
  const [row] = await db
    .select({ teamId: teamMembers.teamId, role: teamMembers.role, teamName: teams.name, teamCreatedAt: teams.createdAt })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, userId));
  return row;
}

export const noTeamError = () => new HttpError(404, teamErrorCodes.noTeam, 'You are not in a team.');
export const forbiddenError = () => new HttpError(403, teamErrorCodes.forbidden, 'Only the team owner and admins can do this.');
export const ownerOnlyError = () => new HttpError(403, teamErrorCodes.forbidden, 'Only the team owner can do this.');

/** The caller's membership, or 404 `no_team`; with `manage`, also 403 unless they are the owner or an admin. */
export async function requireMembership(db: Db, userId: string, access: 'any' | 'manage' | 'owner' = 'any'): Promise<Membership> {
  const membership = await findMembership(db, userId);
  if (!membership) throw noTeamError();
  if (access === 'manage' && !managesTeam(membership.role)) throw forbiddenError();
  if (access === 'owner' && membership.role !== 'owner') throw ownerOnlyError();
  return membership;
}

/**
 * Middleware for team routes (after `requireUser`): every query of the route is then scoped to
 * `c.var.membership.teamId`, so no id in a request can reach another team's rows.
 */
export function requireTeamRole(db: Db, access: 'any' | 'manage' | 'owner' = 'any') {
  return createMiddleware<AuthEnv & TeamEnv>(async (c, next) => {
    c.set('membership', await requireMembership(db, c.var.user.id, access));
    await next();
  });
}
