import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../db/schema/audit.ts';
import { call, createOwner, createTeamsTestApp, joinedMember } from '../testing/teams-test-kit.ts';
import { deleteExpiredAudit } from './audit-retention.ts';

// Decision 044: the log is kept 13 months; a dissolved team's 30 days more, for its former owner's export.
let kit: Awaited<ReturnType<typeof createTeamsTestApp>>;
beforeAll(async () => {
  kit = await createTeamsTestApp();
});
afterAll(() => kit.close());

const day = 86_400_000;
const event = (teamId: string, name: string, daysAgo: number, actorId: string | null = null) => ({
  teamId,
  event: name,
  actorType: actorId ? 'user' : 'system',
  actorId,
  at: new Date(Date.now() - daysAgo * day),
  details: name === 'team.dissolved' ? { name: 'Old', members: 1 } : {},
});

describe('audit retention', () => {
  it('deletes events older than 13 months and the logs of teams dissolved over 30 days ago, and nothing else', async () => {
    const { teamId } = await createOwner(kit.t);
    const [dissolvedLong, dissolvedLately] = [randomUUID(), randomUUID()];
    await kit.t.database.db.insert(auditEvents).values([
      // Beyond 13 months, and just within them.
      event(teamId, 'team.renamed', 400),
      event(teamId, 'member.removed', 380),
      event(dissolvedLong, 'prompt.created', 60),
      event(dissolvedLong, 'team.dissolved', 31),
      event(dissolvedLately, 'prompt.created', 60),
      event(dissolvedLately, 'team.dissolved', 29),
    ]);
    await deleteExpiredAudit(kit.t.database.db);
    const left = await kit.t.database.db.select().from(auditEvents).where(inArray(auditEvents.teamId, [teamId, dissolvedLong, dissolvedLately]));
    expect(left.map((e) => [e.teamId === teamId ? 'live' : e.teamId === dissolvedLately ? 'lately' : 'long', e.event]).sort()).toEqual([
      ['lately', 'prompt.created'],
      ['lately', 'team.dissolved'],
      ['live', 'member.removed'],
      ['live', 'team.created'],
    ]);
  });

  it("gives a dissolved team's whole log to its former owner's data export for 30 days, and to nobody else", async () => {
    const { owner, teamId } = await createOwner(kit.t, 'Dissolved soon');
    const member = await joinedMember(kit.t, kit.outbox, owner, 'member');
    expect((await call(kit.t, owner, 'DELETE', '/api/teams')).status).toBe(200);
    const exported = await call(kit.t, owner, 'GET', '/api/account/export');
    expect(exported.body.dissolvedTeams).toMatchObject([
      { teamId, name: 'Dissolved soon', events: [{ event: 'team.created' }, { event: 'member.invited' }, { event: 'member.joined' }, { event: 'team.dissolved' }] },
    ]);
    expect((await call(kit.t, member, 'GET', '/api/account/export')).body.dissolvedTeams).toEqual([]);
    // Gone from the API with the team: the former owner has no team to ask about.
    expect((await call(kit.t, owner, 'GET', '/api/teams/audit')).body.code).toBe('no_team');
    expect((await kit.t.database.db.select().from(auditEvents).where(eq(auditEvents.teamId, teamId))).length).toBe(4);
  });
});
