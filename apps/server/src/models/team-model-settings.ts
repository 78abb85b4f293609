import type { TeamModelSettings } from '@selecta/shared/models';
import type { TeamRole } from '@selecta/shared/teams';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { teamModelSettings, type TeamModelSettingsRow } from '../db/schema/models.ts';
import { teamMembers } from '../db/schema/teams.ts';

/** `lock`: inside a transaction that changes them, so a concurrent change waits and then sees this one (the audit's old values). */
export async function readTeamSettings(db: Db, teamId: string, lock = false): Promise<TeamModelSettingsRow | undefined> {
  const query = db.select().from(teamModelSettings).where(eq(teamModelSettings.teamId, teamId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The settings of a user's team (a user belongs to at most one), with the team id. */
export async function readUserTeamSettings(db: Db, userId: string): Promise<{ teamId: string; role: TeamRole; settings: TeamModelSettingsRow | undefined } | undefined> {
  const [row] = await db
    .select({ teamId: teamMembers.teamId, role: teamMembers.role, settings: teamModelSettings })
    .from(teamMembers)
    .leftJoin(teamModelSettings, eq(teamModelSettings.teamId, teamMembers.teamId))
    .where(eq(teamMembers.userId, userId));
  return row && { teamId: row.teamId, role: row.role, settings: row.settings ?? undefined };
}

export const hasEndpoint = (row: TeamModelSettingsRow | undefined): row is TeamModelSettingsRow & { endpointUrl: string; endpointModel: string } =>
  !!row?.endpointUrl && !!row.endpointModel;

type Update = Partial<Omit<TeamModelSettingsRow, 'teamId' | 'updatedAt'>>;

export async function writeTeamSettings(db: Db, teamId: string, update: Update): Promise<void> {
  const values = { ...update, updatedAt: sql`now()` };
  await db.insert(teamModelSettings).values({ teamId, ...values }).onConflictDoUpdate({ target: teamModelSettings.teamId, set: values });
}

/** What owners and admins see: everything but the key, of which only its presence shows. */
export function teamSettingsJson(teamId: string, row: TeamModelSettingsRow | undefined): TeamModelSettings {
  return {
    teamId,
    defaultModel: row?.defaultModel ?? null,
    endpoint: hasEndpoint(row)
      ? { baseUrl: row.endpointUrl, model: row.endpointModel, label: row.endpointLabel ?? row.endpointModel, hasKey: !!row.endpointKey, checkedAt: row.endpointCheckedAt?.toISOString() ?? null }
      : null,
  };
}
