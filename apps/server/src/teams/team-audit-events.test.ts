import { randomUUID } from 'node:crypto';
import type { AuditEventName } from '@selecta/shared/audit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorOf, teamEvents, testAgent } from '../testing/audit-test-kit.ts';
import { createTestUser, type TestUser } from '../testing/test-user.ts';
import { addRowMember, call, createOwner, createTeamsTestApp, inviteToken, joinedMember } from '../testing/teams-test-kit.ts';

// Issue 29: each team event is written exactly once per change, by the change's own transaction, with who, what, from
// where and the old and new values; a refused change writes none.
let kit: Awaited<ReturnType<typeof createTeamsTestApp>>;
beforeAll(async () => {
  kit = await createTeamsTestApp();
});
afterAll(() => kit.close());

const as = (user: TestUser | null, method: string, path: string, body?: unknown) => call(kit.t, user, method, path, body, testAgent);
const events = (teamId: string, event: AuditEventName) => teamEvents(kit.t.database.db, teamId, event);

let refusals: ReturnType<typeof team> | undefined;
/** One team for the refusal cases, which change nothing: made once, not per case. */
const refusalTeam = () => (refusals ??= team());

async function team() {
  const { owner, teamId } = await createOwner(kit.t);
  const admin = await joinedMember(kit.t, kit.outbox, owner, 'admin');
  const member = await joinedMember(kit.t, kit.outbox, owner, 'member');
  return { owner, admin, member, teamId };
}

describe('team events', () => {
  it('team.created: once, by its owner; a second team or a non-Pro founder writes none', async () => {
    const { owner, teamId } = await createOwner(kit.t, 'Founders');
    expect(await events(teamId, 'team.created')).toMatchObject([{ actor: actorOf(owner), target: { type: 'team', id: teamId, name: 'Founders' }, details: { name: 'Founders' } }]);
    expect((await as(owner, 'POST', '/api/teams', { name: 'Again' })).status).toBe(409);
    const free = await createTestUser(kit.t);
    expect((await as(free, 'POST', '/api/teams', { name: 'Free' })).status).toBe(403);
    expect(await events(teamId, 'team.created')).toHaveLength(1);
  });

  it('team.renamed: old and new name, from where; the same name again or a member writes none', async () => {
    const { admin, member, teamId } = await team();
    expect((await as(admin, 'PATCH', '/api/teams', { name: 'Renamed' })).status).toBe(200);
    expect((await as(admin, 'PATCH', '/api/teams', { name: 'Renamed' })).status).toBe(200);
    expect((await as(member, 'PATCH', '/api/teams', { name: 'Mine' })).status).toBe(403);
    expect(await events(teamId, 'team.renamed')).toMatchObject([
      { actor: actorOf(admin), userAgent: testAgent['user-agent'], ip: null, details: { name: { from: 'Acme', to: 'Renamed' } } },
    ]);
  });

  it('member.invited and member.invite_revoked: once each; a member, a member address and a second revoke write none', async () => {
    const { owner, admin, member, teamId } = await team();
    const email = `new-${randomUUID()}@example.com`;
    const first = await inviteToken(kit.t, kit.outbox, admin, email, 'admin');
    await inviteToken(kit.t, kit.outbox, owner, email, 'member');
    expect((await as(member, 'POST', '/api/teams/invites', { email: `x-${randomUUID()}@example.com` })).status).toBe(403);
    expect((await as(owner, 'POST', '/api/teams/invites', { email: member.email })).status).toBe(409);
    const invited = await events(teamId, 'member.invited');
    // Two joins made two earlier invitations.
    expect(invited.slice(2)).toMatchObject([
      { actor: actorOf(admin), target: { type: 'invite', id: first.inviteId, email }, details: { role: 'admin', replaced: false } },
      { actor: actorOf(owner), target: { type: 'invite', email }, details: { role: 'member', replaced: true } },
    ]);
    const second = invited[3]!.target!.id;
    expect((await as(admin, 'DELETE', `/api/teams/invites/${second}`)).status).toBe(200);
    expect((await as(admin, 'DELETE', `/api/teams/invites/${second}`)).status).toBe(404);
    expect(await events(teamId, 'member.invite_revoked')).toMatchObject([{ actor: actorOf(admin), target: { type: 'invite', id: second, email }, details: { role: 'member' } }]);
  });

  it('member.joined: the new member is the actor; a used link writes none', async () => {
    const { owner, teamId } = await createOwner(kit.t);
    const joiner = await createTestUser(kit.t);
    const { token } = await inviteToken(kit.t, kit.outbox, owner, joiner.email, 'admin');
    expect((await as(joiner, 'POST', '/api/teams/invites/accept', { token })).status).toBe(200);
    expect((await as(joiner, 'POST', '/api/teams/invites/accept', { token })).status).toBe(410);
    expect(await events(teamId, 'member.joined')).toMatchObject([{ actor: actorOf(joiner), target: { type: 'member', id: joiner.id, email: joiner.email }, details: { role: 'admin' } }]);
  });

  it("member.role_changed: from and to; the same role, the owner's role and a member's try write none", async () => {
    const { owner, admin, member, teamId } = await team();
    expect((await as(admin, 'PATCH', `/api/teams/members/${member.id}`, { role: 'admin' })).status).toBe(200);
    expect((await as(admin, 'PATCH', `/api/teams/members/${member.id}`, { role: 'admin' })).status).toBe(200);
    expect((await as(admin, 'PATCH', `/api/teams/members/${owner.id}`, { role: 'member' })).status).toBe(403);
    const plain = await addRowMember(kit.t, teamId);
    expect((await as(null, 'PATCH', `/api/teams/members/${plain.id}`, { role: 'admin' })).status).toBe(401);
    expect(await events(teamId, 'member.role_changed')).toMatchObject([
      { actor: actorOf(admin), target: { type: 'member', id: member.id, email: member.email }, details: { role: { from: 'member', to: 'admin' } } },
    ]);
  });

  it('member.removed and member.left: once each; removing twice, a member removing, or the owner leaving write none', async () => {
    const { owner, admin, member, teamId } = await team();
    const other = await addRowMember(kit.t, teamId);
    expect((await as(member, 'DELETE', `/api/teams/members/${other.id}`)).status).toBe(403);
    expect((await as(admin, 'DELETE', `/api/teams/members/${other.id}`)).status).toBe(200);
    expect((await as(admin, 'DELETE', `/api/teams/members/${other.id}`)).status).toBe(404);
    expect(await events(teamId, 'member.removed')).toMatchObject([{ actor: actorOf(admin), target: { id: other.id, email: other.email }, details: { role: 'member' } }]);
    expect((await as(owner, 'POST', '/api/teams/leave')).status).toBe(409);
    expect((await as(member, 'POST', '/api/teams/leave')).status).toBe(200);
    expect((await as(member, 'POST', '/api/teams/leave')).status).toBe(404);
    expect(await events(teamId, 'member.left')).toMatchObject([{ actor: actorOf(member), target: { id: member.id, email: member.email }, details: { role: 'member' } }]);
  });

  it('member.left: a member who deletes their account leaves, and the team keeps the record', async () => {
    const { owner, member, teamId } = await team();
    expect((await as(owner, 'DELETE', '/api/account', { email: owner.email, password: owner.password })).status).toBe(409);
    expect((await as(member, 'DELETE', '/api/account', { email: member.email, password: member.password })).status).toBe(200);
    expect(await events(teamId, 'member.left')).toMatchObject([{ actor: actorOf(member), target: { id: member.id, email: member.email }, details: { role: 'member' } }]);
  });

  it('team.ownership_transferred: the new owner is the target; an admin trying writes none', async () => {
    const { owner, admin, member, teamId } = await team();
    expect((await as(admin, 'POST', '/api/teams/transfer', { userId: member.id })).status).toBe(403);
    expect((await as(owner, 'POST', '/api/teams/transfer', { userId: member.id })).status).toBe(200);
    expect(await events(teamId, 'team.ownership_transferred')).toMatchObject([
      { actor: actorOf(owner), target: { type: 'member', id: member.id, email: member.email }, details: { role: { from: 'member', to: 'owner' } } },
    ]);
  });

  it('team.dissolved: the last event, kept after the team is gone; an admin trying writes none', async () => {
    const { owner, admin, teamId } = await team();
    expect((await as(admin, 'DELETE', '/api/teams')).status).toBe(403);
    expect((await as(owner, 'DELETE', '/api/teams')).status).toBe(200);
    const all = await teamEvents(kit.t.database.db, teamId);
    expect(all.at(-1)).toMatchObject({ event: 'team.dissolved', actor: actorOf(owner), details: { name: 'Acme', members: 3 } });
    expect(all.filter((e) => e.event === 'team.dissolved')).toHaveLength(1);
  });

  it('prompt.created, prompt.updated and prompt.deleted: names and what changed, never the template', async () => {
    const { admin, member, teamId } = await team();
    const template = `Secret instructions ${randomUUID()} {{text}}`;
    const created = await as(admin, 'POST', '/api/teams/prompts', { name: 'Polish', template });
    const id = (created.body.prompt as { id: string }).id;
    expect((await as(member, 'POST', '/api/teams/prompts', { name: 'No', template: 'x {{text}}' })).status).toBe(403);
    expect((await as(admin, 'PATCH', `/api/teams/prompts/${id}`, { name: 'Polish more', template: `${template} again` })).status).toBe(200);
    expect((await as(admin, 'PATCH', `/api/teams/prompts/${id}`, { pinned: false })).status).toBe(200);
    expect((await as(admin, 'DELETE', `/api/teams/prompts/${id}`)).status).toBe(200);
    expect((await as(admin, 'DELETE', `/api/teams/prompts/${id}`)).status).toBe(404);
    const target = { type: 'prompt', id };
    expect(await events(teamId, 'prompt.created')).toMatchObject([{ actor: actorOf(admin), target: { ...target, name: 'Polish' }, details: { name: 'Polish', pinned: false } }]);
    expect(await events(teamId, 'prompt.updated')).toMatchObject([{ target: { ...target, name: 'Polish more' }, details: { name: { from: 'Polish', to: 'Polish more' }, templateChanged: true } }]);
    expect(await events(teamId, 'prompt.deleted')).toMatchObject([{ target, details: { name: 'Polish more' } }]);
    expect(JSON.stringify(await teamEvents(kit.t.database.db, teamId))).not.toContain('Secret instructions');
  });
});

describe('bulk member changes', () => {
  it('answers each id and records each change once; the owner, another team and oneself are refused', async () => {
    const { owner, admin, teamId } = await team();
    const [a, b] = [await addRowMember(kit.t, teamId), await addRowMember(kit.t, teamId, 'admin')];
    const outsider = await createOwner(kit.t);
    const stranger = randomUUID();
    const changed = await as(admin, 'POST', '/api/teams/members/bulk', { action: 'change_role', role: 'admin', userIds: [a.id, b.id, owner.id, outsider.owner.id, stranger] });
    expect(changed.body.results).toEqual([
      { userId: a.id, result: 'role_changed' },
      { userId: b.id, result: 'unchanged' },
      { userId: owner.id, result: 'cannot_change_owner' },
      { userId: outsider.owner.id, result: 'member_not_found' },
      { userId: stranger, result: 'member_not_found' },
    ]);
    const removed = await as(admin, 'POST', '/api/teams/members/bulk', { action: 'remove', userIds: [a.id, b.id, admin.id] });
    expect(removed.body.results).toEqual([
      { userId: a.id, result: 'removed' },
      { userId: b.id, result: 'removed' },
      { userId: admin.id, result: 'cannot_remove_self' },
    ]);
    expect((await events(teamId, 'member.role_changed')).map((e) => e.target?.id)).toEqual([a.id]);
    // One transaction: both at the same time, in no particular order.
    const removedEvents = (await events(teamId, 'member.removed')).map((e) => [e.target?.id, e.details.role]);
    expect(removedEvents.sort()).toEqual([[a.id, 'admin'], [b.id, 'admin']].sort());
    expect(await teamEvents(kit.t.database.db, outsider.teamId, 'member.removed')).toEqual([]);
    const outsiderStill = await call(kit.t, outsider.owner, 'GET', '/api/teams');
    expect(outsiderStill.body.team).toMatchObject({ role: 'owner' });
  });

  it.each([
    ['no ids', { action: 'remove', userIds: [] }],
    ['an unknown action', { action: 'promote', userIds: [randomUUID()] }],
    ['a role change without a role', { action: 'change_role', userIds: [randomUUID()] }],
    ['owner as a role', { action: 'change_role', role: 'owner', userIds: [randomUUID()] }],
    ['a malformed id', { action: 'remove', userIds: ['nope'] }],
    ['too many ids', { action: 'remove', userIds: Array.from({ length: 501 }, () => randomUUID()) }],
  ])('refuses %s with 400 and changes nothing', async (_name, body) => {
    const { admin } = await refusalTeam();
    const res = await as(admin, 'POST', '/api/teams/members/bulk', body);
    expect([res.status, res.body.code]).toEqual([400, 'validation_failed']);
  });

  it('is for the owner and admins only', async () => {
    const { member, teamId } = await team();
    const target = await addRowMember(kit.t, teamId);
    const body = { action: 'remove', userIds: [target.id] };
    expect((await as(member, 'POST', '/api/teams/members/bulk', body)).body.code).toBe('team_forbidden');
    expect((await as(await createTestUser(kit.t), 'POST', '/api/teams/members/bulk', body)).body.code).toBe('no_team');
    expect((await as(null, 'POST', '/api/teams/members/bulk', body)).status).toBe(401);
    expect(await events(teamId, 'member.removed')).toEqual([]);
  });
});
