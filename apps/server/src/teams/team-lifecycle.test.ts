import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiUsageCounters } from '../db/schema/ai.ts';
import { createTestUser } from '../testing/test-user.ts';
import { call, createOwner, createTeamsTestApp, joinedMember } from '../testing/teams-test-kit.ts';

let kit: Awaited<ReturnType<typeof createTeamsTestApp>>;
beforeAll(async () => {
  kit = await createTeamsTestApp();
});
afterAll(() => kit.close());

const membersOf = async (user: Parameters<typeof call>[1]) =>
  ((await call(kit.t, user, 'GET', '/api/teams/members')).body.members as { userId: string; role: string }[]).map((m) => `${m.userId}:${m.role}`);

describe('team lifecycle', () => {
  it('transfers ownership to a member; the old owner stays as an admin and may then leave', async () => {
    const { owner } = await createOwner(kit.t);
    const member = await joinedMember(kit.t, kit.outbox, owner);
    expect(await call(kit.t, owner, 'POST', '/api/teams/leave')).toMatchObject({ status: 409, body: { code: 'owner_must_transfer' } });
    expect((await call(kit.t, owner, 'POST', '/api/teams/transfer', { userId: member.id })).status).toBe(200);
    expect(await membersOf(member)).toEqual([`${member.id}:owner`, `${owner.id}:admin`]);
    expect((await call(kit.t, owner, 'POST', '/api/teams/leave')).status).toBe(200);
    expect(await membersOf(member)).toEqual([`${member.id}:owner`]);
    // The new owner has no Pro of their own: the team is shown as inactive until they subscribe.
    expect((await call(kit.t, member, 'GET', '/api/teams')).body.team).toMatchObject({ role: 'owner', active: false });
  });

  it('changes roles: an admin can manage, a member is back to read-only', async () => {
    const { owner } = await createOwner(kit.t);
    const member = await joinedMember(kit.t, kit.outbox, owner);
    expect(await call(kit.t, member, 'GET', '/api/teams/usage')).toMatchObject({ status: 403, body: { code: 'team_forbidden' } });
    expect((await call(kit.t, owner, 'PATCH', `/api/teams/members/${member.id}`, { role: 'admin' })).status).toBe(200);
    expect((await call(kit.t, member, 'GET', '/api/teams/usage')).status).toBe(200);
    expect(await call(kit.t, owner, 'PATCH', `/api/teams/members/${member.id}`, { role: 'owner' })).toMatchObject({ status: 400 });
    expect((await call(kit.t, owner, 'PATCH', `/api/teams/members/${member.id}`, { role: 'member' })).status).toBe(200);
    expect((await call(kit.t, member, 'GET', '/api/teams/usage')).status).toBe(403);
  });

  it('dissolves the team and tells every member by mail, in their language', async () => {
    const { owner } = await createOwner(kit.t, 'Gone');
    const member = await joinedMember(kit.t, kit.outbox, owner);
    expect((await call(kit.t, owner, 'DELETE', '/api/teams')).status).toBe(200);
    const mail = await kit.outbox.next(member.email);
    expect(mail.subject).toBe('The team Gone was dissolved');
    expect((await call(kit.t, member, 'GET', '/api/teams')).body).toEqual({ team: null });
    expect((await call(kit.t, member, 'GET', '/api/auth/user/plan')).body).toEqual({ plan: 'free' });
  });

  it("counts each member's runs today and this month, and the team's totals (counts only)", async () => {
    const { owner } = await createOwner(kit.t);
    const member = await joinedMember(kit.t, kit.outbox, owner);
    const now = new Date();
    const day = (offset: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset));
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const rows = [
      { userId: member.id, window: 'day' as const, windowStart: day(0), count: 3 },
      { userId: member.id, window: 'hour' as const, windowStart: day(0), count: 3 },
      { userId: owner.id, window: 'day' as const, windowStart: day(0), count: 2 },
      { userId: member.id, window: 'day' as const, windowStart: new Date(monthStart.getTime() - 86_400_000), count: 40 },
    ];
    if (day(-1) >= monthStart) rows.push({ userId: member.id, window: 'day', windowStart: day(-1), count: 5 });
    await kit.t.database.db.insert(aiUsageCounters).values(rows);
    const usage = await call(kit.t, owner, 'GET', '/api/teams/usage');
    const earlier = day(-1) >= monthStart ? 5 : 0;
    expect(usage.body).toEqual({
      members: [
        { userId: owner.id, email: owner.email, role: 'owner', today: 2, month: 2 },
        { userId: member.id, email: member.email, role: 'member', today: 3, month: 3 + earlier },
      ],
      totals: { today: 5, month: 5 + earlier },
    });
  });

  it('refuses to delete an owner\'s account until the team is handed on; a deleted member leaves; the export lists memberships', async () => {
    const { owner, teamId } = await createOwner(kit.t, 'Exported');
    const member = await joinedMember(kit.t, kit.outbox, owner);
    const exported = await kit.t.app.request('/api/account/export', { headers: { authorization: `Bearer ${member.accessToken}` } });
    expect(((await exported.json()) as { teams: unknown }).teams).toMatchObject([{ teamId, teamName: 'Exported', role: 'member' }]);
    const refused = await call(kit.t, owner, 'DELETE', '/api/account', { email: owner.email, password: owner.password });
    expect(refused).toMatchObject({ status: 409, body: { code: 'owns_team' } });
    expect((await call(kit.t, member, 'DELETE', '/api/account', { email: member.email, password: member.password })).status).toBe(200);
    expect(await membersOf(owner)).toEqual([`${owner.id}:owner`]);
    expect((await call(kit.t, owner, 'DELETE', '/api/teams')).status).toBe(200);
    expect((await call(kit.t, owner, 'DELETE', '/api/account', { email: owner.email, password: owner.password })).status).toBe(200);
  });

  it('serves team prompts with an ETag: unchanged answers 304 without a body, any edit changes it', async () => {
    const { owner } = await createOwner(kit.t);
    const member = await joinedMember(kit.t, kit.outbox, owner);
    const created = await call(kit.t, owner, 'POST', '/api/teams/prompts', { name: 'Polish', template: 'Polish {{text}} in {{language}}', pinned: true });
    expect(created.body.prompt).toMatchObject({ name: 'Polish', pinned: true });
    const first = await call(kit.t, member, 'GET', '/api/teams/prompts');
    expect(first.body).toMatchObject({ prompts: [{ name: 'Polish', template: 'Polish {{text}} in {{language}}', pinned: true }] });
    const etag = first.headers.get('etag')!;
    const again = await kit.t.app.request('/api/teams/prompts', { headers: { authorization: `Bearer ${member.accessToken}`, 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const id = (created.body.prompt as { id: string }).id;
    expect(await call(kit.t, member, 'PATCH', `/api/teams/prompts/${id}`, { pinned: false })).toMatchObject({ status: 403 });
    await call(kit.t, owner, 'PATCH', `/api/teams/prompts/${id}`, { pinned: false });
    const changed = await call(kit.t, member, 'GET', '/api/teams/prompts', undefined, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(await call(kit.t, owner, 'POST', '/api/teams/prompts', { name: '', template: 'x' })).toMatchObject({ status: 400 });
    expect(await call(kit.t, owner, 'POST', '/api/teams/prompts', { name: 'n'.repeat(41), template: 'x' })).toMatchObject({ status: 400 });
  });

  it('answers bad JSON and unknown paths with 4xx JSON, never a 5xx', async () => {
    const user = await createTestUser(kit.t);
    const bad = await kit.t.app.request('/api/teams', { method: 'POST', headers: { authorization: `Bearer ${user.accessToken}` }, body: '{nope' });
    expect(bad.status).toBe(400);
    expect(await call(kit.t, user, 'GET', `/api/teams/nothing-${randomUUID()}`)).toMatchObject({ status: 404, body: { code: 'not_found' } });
  });
});
