import { startOpenAiDouble, type StreamingDouble } from '@selecta/test-doubles/openai-server';
import { teamUsageHistorySchema } from '@selecta/shared/usage-history';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamPrompts } from '../../db/schema/teams.ts';
import { usageDaily } from '../../db/schema/usage.ts';
import { call, createOwner, createTeamsTestApp, joinedMember } from '../../testing/teams-test-kit.ts';
import { createTestUser, type TestUser } from '../../testing/test-user.ts';
import { dayAgo, history, run, seedUsage } from '../../testing/usage-test-kit.ts';

/**
 * Who may read which history (decision 037): the team's only for its owner and admins, a member only their own, another
 * team's admin only theirs; a removed member's past stays with the team and their later runs do not.
 */
let double: StreamingDouble;
let kit: Awaited<ReturnType<typeof createTeamsTestApp>>;
let owner: TestUser, admin: TestUser, member: TestUser, otherOwner: TestUser, otherAdmin: TestUser, loner: TestUser;
let teamA: string, teamB: string;

beforeAll(async () => {
  double = await startOpenAiDouble({ reply: 'ok' });
  kit = await createTeamsTestApp({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: `${double.url}/v1` });
  const a = await createOwner(kit.t, 'Team A');
  const b = await createOwner(kit.t, 'Team B');
  ({ owner } = a);
  otherOwner = b.owner;
  teamA = a.teamId;
  teamB = b.teamId;
  admin = await joinedMember(kit.t, kit.outbox, owner, 'admin');
  member = await joinedMember(kit.t, kit.outbox, owner, 'member');
  otherAdmin = await joinedMember(kit.t, kit.outbox, otherOwner, 'admin');
  loner = await createTestUser(kit.t);
  const db = kit.t.database.db;
  await seedUsage(db, { userId: owner.id, teamId: teamA, daysAgo: 1, runs: 3 });
  await seedUsage(db, { userId: member.id, teamId: teamA, daysAgo: 2, action: 'tldr', runs: 5 });
  await seedUsage(db, { userId: otherAdmin.id, teamId: teamB, daysAgo: 1, runs: 70 });
});
afterAll(async () => {
  await kit.close();
  await double.close();
});

const teamHistory = async (user: TestUser, days = 7) => teamUsageHistorySchema.parse((await history(kit.t, user, `/api/teams/usage/history?days=${days}`)).json());
const total = (h: { series: { runs: number }[] }) => h.series.reduce((sum, d) => sum + d.runs, 0);

describe('GET /api/teams/usage/history', () => {
  it('gives the owner and admins the team’s days, members, sparklines and weeks', async () => {
    for (const reader of [owner, admin]) {
      const h = await teamHistory(reader);
      expect(h.series).toHaveLength(7);
      expect(total(h)).toBe(8);
      expect(h.members.map((m) => m.email)).toEqual(expect.arrayContaining([owner.email, admin.email, member.email]));
      expect(h.members.map((m) => m.email)).not.toContain(otherAdmin.email);
      const m = h.members.find((x) => x.userId === member.id)!;
      expect(m).toMatchObject({ runs: 5, role: 'member', lastActive: dayAgo(2) });
      expect(m.perDay).toHaveLength(7);
      expect(m.perDay[4]).toBe(5);
      expect(h.members.find((x) => x.userId === admin.id)).toMatchObject({ runs: 0, lastActive: null });
      expect(h.activeMembersByWeek.reduce((max, w) => Math.max(max, w.members), 0)).toBeGreaterThanOrEqual(1);
    }
  });

  it('refuses members (403 team_forbidden), users without a team (404 no_team) and signed-out callers (401), in JSON and CSV', async () => {
    for (const accept of ['application/json', 'text/csv']) {
      const asMember = await history(kit.t, member, '/api/teams/usage/history?days=7', accept);
      expect(asMember.status).toBe(403);
      expect(asMember.json()).toMatchObject({ code: 'team_forbidden' });
      expect(asMember.text).not.toContain(owner.email);
      const alone = await history(kit.t, loner, '/api/teams/usage/history?days=7', accept);
      expect(alone.status).toBe(404);
      expect(alone.json()).toMatchObject({ code: 'no_team' });
      expect((await history(kit.t, null, '/api/teams/usage/history?days=7', accept)).status).toBe(401);
    }
    expect((await history(kit.t, owner, '/api/teams/usage/history?days=365')).json()).toMatchObject({ code: 'invalid_days' });
  });

  it('never lets a member read another member’s rows: their own history is theirs alone', async () => {
    const own = usageHistorySchemaTotal(await history(kit.t, member, '/api/usage/history?days=7'));
    expect(own).toBe(5);
    expect(usageHistorySchemaTotal(await history(kit.t, admin, '/api/usage/history?days=7'))).toBe(0);
    // No parameter names another user: one that tries is ignored.
    expect(usageHistorySchemaTotal(await history(kit.t, admin, `/api/usage/history?days=7&userId=${member.id}&user_id=${member.id}`))).toBe(0);
  });

  it('gives another team’s admin and owner their own team only', async () => {
    for (const reader of [otherAdmin, otherOwner]) {
      const h = await teamHistory(reader);
      expect(total(h)).toBe(70);
      const text = JSON.stringify(h);
      for (const user of [owner, admin, member]) {
        expect(text).not.toContain(user.email);
        expect(text).not.toContain(user.id);
      }
    }
    expect(teamB).not.toBe(teamA);
  });

  it('counts only this team’s prompts among the top prompts, whatever id a client sends', async () => {
    const [prompt] = await kit.t.database.db.insert(teamPrompts).values({ teamId: teamA, name: 'Polite reply', template: 'Reply politely' }).returning();
    const [foreign] = await kit.t.database.db.insert(teamPrompts).values({ teamId: teamB, name: 'B secret', template: 'B' }).returning();
    expect((await run(kit.t, member, { action: 'custom', prompt: 'Reply politely', savedPrompt: prompt!.id })).status).toBe(200);
    expect((await run(kit.t, member, { action: 'custom', prompt: 'x', savedPrompt: foreign!.id })).status).toBe(200);
    await expect.poll(async () => (await teamHistory(owner)).topPrompts).toEqual([{ id: prompt!.id, name: 'Polite reply', runs: 1 }]);
    expect(JSON.stringify(await teamHistory(otherOwner))).not.toContain('B secret');
  });

  it('keeps a removed member’s history with the team, without their later runs', async () => {
    const leaver = await joinedMember(kit.t, kit.outbox, owner, 'member');
    expect((await run(kit.t, leaver, { action: 'reply' })).status).toBe(200);
    await expect.poll(async () => (await teamHistory(owner)).members.find((m) => m.userId === leaver.id)?.runs).toBe(1);
    expect((await call(kit.t, owner, 'DELETE', `/api/teams/members/${leaver.id}`)).status).toBe(200);
    expect((await run(kit.t, leaver, { action: 'reply' })).status).toBe(200);
    await expect.poll(async () => (await kit.t.database.db.select().from(usageDaily).where(eq(usageDaily.userId, leaver.id))).length).toBe(2);
    const h = await teamHistory(owner);
    expect(h.members.find((m) => m.userId === leaver.id)).toMatchObject({ runs: 1, role: null });
    expect(usageHistorySchemaTotal(await history(kit.t, leaver, '/api/usage/history?days=7'))).toBe(2);
  });

  it('answers the team’s CSV to its owner', async () => {
    const res = await history(kit.t, owner, '/api/teams/usage/history?days=30', 'text/csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/filename="selecta-team-usage-/);
    expect(res.text.trim().split('\r\n')).toHaveLength(31);
  });
});

function usageHistorySchemaTotal(res: { status: number; json: () => Record<string, never> }): number {
  expect(res.status).toBe(200);
  return total(res.json() as unknown as { series: { runs: number }[] });
}
