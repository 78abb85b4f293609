import { randomUUID } from 'node:crypto';
import type { MembersPage } from '@selecta/shared/team-members';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiUsageCounters } from '../../db/schema/ai.ts';
import { users } from '../../db/schema/auth.ts';
import { teamMembers } from '../../db/schema/teams.ts';
import { call, createOwner, createTeamsTestApp, joinedMember } from '../../testing/teams-test-kit.ts';
import { createTestUser, type TestUser } from '../../testing/test-user.ts';

// `GET /api/teams/members` (decision 044): a team of any size, searched by email and sorted on the server, a page at a
// time, each member with their usage from the limits' own counters; CSV for the owner and admins.
let kit: Awaited<ReturnType<typeof createTeamsTestApp>>;
let owner: TestUser;
let admin: TestUser;
let member: TestUser;
let teamId: string;
const now = new Date();
const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
const minute = (msAgo: number) => new Date(Math.floor((now.getTime() - msAgo) / 60_000) * 60_000);

beforeAll(async () => {
  kit = await createTeamsTestApp();
  ({ owner, teamId } = await createOwner(kit.t));
  admin = await joinedMember(kit.t, kit.outbox, owner, 'admin');
  member = await joinedMember(kit.t, kit.outbox, owner, 'member');
  // 57 more, named so the search can find some; each i ran i actions today (and i more earlier this month, when there was one).
  const more = await kit.t.database.db
    .insert(users)
    .values(Array.from({ length: 57 }, (_, i) => ({ email: `${i % 3 === 0 ? 'support' : 'sales'}-${String(i).padStart(2, '0')}-${randomUUID().slice(0, 6)}@acme.test`, encryptedPassword: 'x' })))
    .returning();
  await kit.t.database.db.insert(teamMembers).values(more.map((u) => ({ teamId, userId: u.id, role: 'member' as const })));
  const earlier = today.getUTCDate() > 1 ? new Date(today.getTime() - 86_400_000) : null;
  await kit.t.database.db.insert(aiUsageCounters).values(
    more.flatMap((u, i) =>
      i === 0
        ? []
        : [
            { userId: u.id, window: 'day' as const, windowStart: today, count: i },
            { userId: u.id, window: 'minute' as const, windowStart: minute(i * 60_000), count: 1 },
            ...(earlier ? [{ userId: u.id, window: 'day' as const, windowStart: earlier, count: i }] : []),
          ],
    ),
  );
});
afterAll(() => kit.close());

const list = async (user: TestUser | null, query = '') => {
  const res = await call(kit.t, user, 'GET', `/api/teams/members${query}`);
  return { ...res, page: res.body as unknown as MembersPage };
};

describe('GET /api/teams/members', () => {
  it('answers a page of 50 in the order the list always had, with the total, each member with their usage', async () => {
    const { status, page } = await list(owner);
    expect(status).toBe(200);
    expect([page.total, page.page, page.limit, page.members.length]).toEqual([60, 1, 50, 50]);
    expect(page.members.slice(0, 3).map((m) => [m.email, m.role])).toEqual([[owner.email, 'owner'], [admin.email, 'admin'], [member.email, 'member']]);
    expect(page.members[0]).toMatchObject({ actionsToday: 0, actionsThisMonth: 0, lastActiveAt: null });
    const second = (await list(owner, '?page=2')).page;
    expect(second.members).toHaveLength(10);
    const everyone = [...page.members, ...second.members];
    expect(new Set(everyone.map((m) => m.userId)).size).toBe(60);
    const busiest = everyone.find((m) => m.email.includes('-56-'))!;
    const twoDays = today.getUTCDate() > 1;
    // The later of the last minute and the last day it ran in: in the first hour of a UTC day, 56 minutes ago was
    // yesterday and today's day window is the later one.
    const lastActiveAt = new Date(Math.max(minute(56 * 60_000).getTime(), today.getTime())).toISOString();
    expect(busiest).toMatchObject({ actionsToday: 56, actionsThisMonth: twoDays ? 112 : 56, lastActiveAt });
    expect((await list(owner, '?page=9')).page).toMatchObject({ members: [], total: 60, page: 9 });
  });

  it('searches email in any case and sorts by email, role, last activity and actions this month, both ways', async () => {
    const found = (await list(admin, '?q=SUPPORT&limit=50')).page;
    expect(found.total).toBe(19);
    expect(found.members.every((m) => m.email.startsWith('support-'))).toBe(true);
    const byEmail = (await list(admin, '?q=sales&sort=email&dir=desc&limit=5')).page.members.map((m) => m.email);
    expect(byEmail).toEqual([...byEmail].sort().reverse());
    expect(byEmail[0]).toMatch(/^sales-56-/);
    const byRole = (await list(admin, '?sort=role&dir=desc&limit=50&page=2')).page.members.map((m) => m.role);
    expect(byRole.slice(-2)).toEqual(['admin', 'owner']);
    const active = (await list(admin, '?sort=actionsMonth&dir=desc&limit=3')).page.members.map((m) => m.actionsToday);
    expect(active).toEqual([56, 55, 54]);
    const quiet = (await list(admin, '?sort=actionsMonth&dir=asc&limit=4')).page.members.map((m) => m.actionsThisMonth);
    expect(quiet).toEqual([0, 0, 0, 0]);
    const recent = (await list(admin, '?sort=lastActive&dir=desc&limit=2')).page.members.map((m) => m.email);
    expect(recent[0]).toMatch(/-01-/);
    const never = (await list(admin, '?sort=lastActive&dir=asc&limit=4')).page.members.map((m) => m.lastActiveAt);
    expect(never).toEqual([null, null, null, null]);
    const lastPage = (await list(admin, '?sort=lastActive&dir=desc&limit=50&page=2')).page.members.map((m) => m.lastActiveAt);
    expect(lastPage.slice(-4)).toEqual([null, null, null, null]);
  });

  it('exports every matching member as CSV for the owner and admins', async () => {
    const res = await kit.t.app.request('/api/teams/members?q=support&sort=email', { headers: { authorization: `Bearer ${admin.accessToken}`, accept: 'text/csv' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="selecta-team-members-/);
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe('email,role,joined_at,last_active_at,actions_today,actions_this_month');
    expect(lines).toHaveLength(1 + 19);
    expect(lines[1]).toMatch(/^support-00-.*,member,\d{4}-.*Z,,0,0$/);
  });

  it('shows a plain member who is in the team, but not their usage, nor ranks by it, nor the CSV', async () => {
    const { status, page } = await list(member, '?q=sales');
    expect(status).toBe(200);
    expect(page.members[0]).toMatchObject({ lastActiveAt: null, actionsToday: null, actionsThisMonth: null });
    for (const query of ['?sort=actionsMonth', '?sort=lastActive&dir=desc']) expect((await list(member, query)).body.code).toBe('team_forbidden');
    const csv = await kit.t.app.request('/api/teams/members', { headers: { authorization: `Bearer ${member.accessToken}`, accept: 'text/csv' } });
    expect(csv.status).toBe(403);
  });

  it.each(['limit=51', 'limit=0', 'page=0', 'page=x', 'page=1e12', 'sort=password', 'dir=up', 'q=%00', `q=${'a'.repeat(321)}`])('refuses %s with a 400', async (query) => {
    const res = await list(owner, `?${query}`);
    expect([res.status, res.body.code]).toEqual([400, 'validation_failed']);
  });

  it('answers nothing of the team to anyone outside it', async () => {
    expect((await list(await createTestUser(kit.t))).body.code).toBe('no_team');
    expect((await list(null)).status).toBe(401);
    const other = await createOwner(kit.t);
    const theirs = (await list(other.owner, '?q=acme.test')).page;
    expect(theirs).toMatchObject({ members: [], total: 0 });
    // A search is a literal substring: LIKE's wildcards find nothing here.
    expect((await list(owner, '?q=%25')).page.total).toBe(0);
    expect((await list(owner, '?q=_')).page.total).toBe(0);
  });
});
