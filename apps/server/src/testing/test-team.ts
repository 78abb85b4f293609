import type { TeamRole } from '@selecta/shared/teams';
import { teamMembers, teams } from '../db/schema/teams.ts';
import type { TestApp } from './test-app.ts';

/** A team with its members, written straight into the tables (the teams routes are another module's). */
export async function createTestTeam(t: TestApp, members: { id: string; role: TeamRole }[]): Promise<string> {
  const [team] = await t.database.db.insert(teams).values({ name: `Team ${crypto.randomUUID().slice(0, 8)}` }).returning({ id: teams.id });
  await t.database.db.insert(teamMembers).values(members.map((m) => ({ teamId: team!.id, userId: m.id, role: m.role })));
  return team!.id;
}
