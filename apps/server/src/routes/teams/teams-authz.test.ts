import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { teamMembers, teamPrompts } from '../../db/schema/teams.ts';
import { addRowMember, call, createOwner, createTeamsTestApp, inviteToken, joinedMember } from '../../testing/teams-test-kit.ts';
import { createTestUser, type TestUser } from '../../testing/test-user.ts';

/**
 * The authorisation matrix (decision 021): every team endpoint tried by the owner, an admin and a member of team A,
 * the owner of another team B, a user in no team, and a signed-out caller. Ids always name team A's rows, so
 * another team's owner must get 404 for them: nothing of A is ever read or changed from outside.
 */
type Actor = 'owner' | 'admin' | 'member' | 'other' | 'none' | 'out';
const actors: Actor[] = ['owner', 'admin', 'member', 'other', 'none', 'out'];

let kit: Awaited<ReturnType<typeof createTeamsTestApp>>;
let as: Record<Actor, TestUser | null>;
let teamA: string;
let teamB: string;
const aEmails: string[] = [];

beforeAll(async () => {
  kit = await createTeamsTestApp();
  const { t, outbox } = kit;
  const a = await createOwner(t, 'Team A');
  const b = await createOwner(t, 'Team B');
  teamA = a.teamId;
  teamB = b.teamId;
  const admin = await joinedMember(t, outbox, a.owner, 'admin');
  const member = await joinedMember(t, outbox, a.owner, 'member');
  as = { owner: a.owner, admin, member, other: b.owner, none: await createTestUser(t), out: null };
  aEmails.push(a.owner.email, admin.email, member.email);
});
afterAll(() => kit.close());

interface Case {
  name: string;
  method: string;
  /** Built per attempt, so an attempt that succeeds never spoils the next one's fixture. */
  path: () => Promise<string> | string;
  body?: () => Promise<unknown> | unknown;
  expect: Partial<Record<Actor, number>>;
}

const freshMember = async () => (await addRowMember(kit.t, teamA)).id;
const freshInvite = async () => (await inviteToken(kit.t, kit.outbox, as.owner!, `invitee-${randomUUID()}@example.com`)).inviteId;
const freshPrompt = async () => {
  const [row] = await kit.t.database.db.insert(teamPrompts).values({ teamId: teamA, name: 'Fix', template: 'Fix {{text}}' }).returning();
  return row!.id;
};
const aToken = async () => (await inviteToken(kit.t, kit.outbox, as.owner!, `preview-${randomUUID()}@example.com`)).token;

const cases: Case[] = [
  { name: 'read my team', method: 'GET', path: () => '/api/teams', expect: { owner: 200, admin: 200, member: 200, other: 200, none: 200, out: 401 } },
  { name: 'create a team', method: 'POST', path: () => '/api/teams', body: () => ({ name: 'New' }), expect: { owner: 409, admin: 409, member: 409, other: 409, none: 403, out: 401 } },
  { name: 'rename the team', method: 'PATCH', path: () => '/api/teams', body: () => ({ name: 'Renamed' }), expect: { owner: 200, admin: 200, member: 403, none: 404, out: 401 } },
  { name: 'dissolve the team', method: 'DELETE', path: () => '/api/teams', expect: { admin: 403, member: 403, none: 404, out: 401 } },
  { name: 'transfer ownership', method: 'POST', path: () => '/api/teams/transfer', body: async () => ({ userId: await freshMember() }), expect: { admin: 403, member: 403, other: 404, none: 404, out: 401 } },
  { name: 'leave', method: 'POST', path: () => '/api/teams/leave', expect: { owner: 409, none: 404, out: 401 } },
  { name: 'list members', method: 'GET', path: () => '/api/teams/members', expect: { owner: 200, admin: 200, member: 200, other: 200, none: 404, out: 401 } },
  { name: "change a member's role", method: 'PATCH', path: async () => `/api/teams/members/${await freshMember()}`, body: () => ({ role: 'admin' }), expect: { owner: 200, admin: 200, member: 403, other: 404, none: 404, out: 401 } },
  { name: "change the owner's role", method: 'PATCH', path: () => `/api/teams/members/${as.owner!.id}`, body: () => ({ role: 'member' }), expect: { owner: 403, admin: 403, member: 403, other: 404, none: 404, out: 401 } },
  { name: 'remove a member', method: 'DELETE', path: async () => `/api/teams/members/${await freshMember()}`, expect: { owner: 200, admin: 200, member: 403, other: 404, none: 404, out: 401 } },
  { name: 'remove the owner', method: 'DELETE', path: () => `/api/teams/members/${as.owner!.id}`, expect: { owner: 409, admin: 403, member: 403, other: 404, none: 404, out: 401 } },
  { name: 'a malformed member id', method: 'PATCH', path: () => '/api/teams/members/not-a-uuid', body: () => ({ role: 'admin' }), expect: { owner: 404, admin: 404, member: 403, other: 404, none: 404, out: 401 } },
  { name: 'list invites', method: 'GET', path: () => '/api/teams/invites', expect: { owner: 200, admin: 200, member: 403, other: 200, none: 404, out: 401 } },
  { name: 'invite', method: 'POST', path: () => '/api/teams/invites', body: () => ({ email: `new-${randomUUID()}@example.com` }), expect: { owner: 201, admin: 201, member: 403, other: 201, none: 404, out: 401 } },
  { name: 'resend an invite', method: 'POST', path: async () => `/api/teams/invites/${await freshInvite()}/resend`, body: () => ({}), expect: { owner: 200, admin: 200, member: 403, other: 404, none: 404, out: 401 } },
  { name: 'revoke an invite', method: 'DELETE', path: async () => `/api/teams/invites/${await freshInvite()}`, expect: { owner: 200, admin: 200, member: 403, other: 404, none: 404, out: 401 } },
  { name: 'preview an invite link', method: 'POST', path: () => '/api/teams/invites/preview', body: async () => ({ token: await aToken() }), expect: { owner: 200, admin: 200, member: 200, other: 200, none: 200, out: 200 } },
  { name: "accept someone else's invite", method: 'POST', path: () => '/api/teams/invites/accept', body: async () => ({ token: await aToken() }), expect: { owner: 403, admin: 403, member: 403, other: 403, none: 403, out: 401 } },
  { name: 'read team prompts', method: 'GET', path: () => '/api/teams/prompts', expect: { owner: 200, admin: 200, member: 200, other: 200, none: 404, out: 401 } },
  { name: 'add a team prompt', method: 'POST', path: () => '/api/teams/prompts', body: () => ({ name: 'Polish', template: 'Polish {{text}}' }), expect: { owner: 201, admin: 201, member: 403, other: 201, none: 404, out: 401 } },
  { name: 'edit a team prompt', method: 'PATCH', path: async () => `/api/teams/prompts/${await freshPrompt()}`, body: () => ({ pinned: true }), expect: { owner: 200, admin: 200, member: 403, other: 404, none: 404, out: 401 } },
  { name: 'delete a team prompt', method: 'DELETE', path: async () => `/api/teams/prompts/${await freshPrompt()}`, expect: { owner: 200, admin: 200, member: 403, other: 404, none: 404, out: 401 } },
  { name: 'read team usage', method: 'GET', path: () => '/api/teams/usage', expect: { owner: 200, admin: 200, member: 403, other: 200, none: 404, out: 401 } },
  { name: 'read the audit log', method: 'GET', path: () => '/api/teams/audit', expect: { owner: 200, admin: 200, member: 403, other: 200, none: 404, out: 401 } },
  { name: 'sort members by usage', method: 'GET', path: () => '/api/teams/members?sort=actionsMonth', expect: { owner: 200, admin: 200, member: 403, other: 200, none: 404, out: 401 } },
  // Another team's owner names team A's member: answered member_not_found, nothing changed (checked below).
  { name: 'remove members in bulk', method: 'POST', path: () => '/api/teams/members/bulk', body: async () => ({ action: 'remove', userIds: [await freshMember()] }), expect: { owner: 200, admin: 200, member: 403, other: 200, none: 404, out: 401 } },
  { name: 'invite in bulk', method: 'POST', path: () => '/api/teams/invites/bulk', body: () => ({ emails: [`bulk-${randomUUID()}@example.com`] }), expect: { owner: 200, admin: 200, member: 403, other: 200, none: 404, out: 401 } },
];

describe('teams authorisation matrix', () => {
  for (const c of cases) {
    it(`${c.method} ${c.name}`, async () => {
      for (const actor of actors) {
        const expected = c.expect[actor];
        if (expected === undefined) continue;
        const res = await call(kit.t, as[actor], c.method, await c.path(), c.body ? await c.body() : undefined);
        expect({ actor, status: res.status }).toEqual({ actor, status: expected });
        if (expected >= 400) expect(res.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
        // Another team's owner works on their own team B only: nothing of A in what they are answered.
        if (actor === 'other' || actor === 'none') {
          const text = JSON.stringify(res.body);
          expect(text).not.toContain(teamA);
          for (const email of aEmails) expect(text).not.toContain(email);
        }
      }
    });
  }

  it("lets no one outside team A change its members in bulk", async () => {
    const target = await freshMember();
    const res = await call(kit.t, as.other, 'POST', '/api/teams/members/bulk', { action: 'change_role', role: 'admin', userIds: [target] });
    expect(res.body).toEqual({ results: [{ userId: target, result: 'member_not_found' }] });
    const [row] = await kit.t.database.db.select().from(teamMembers).where(eq(teamMembers.userId, target));
    expect(row).toMatchObject({ teamId: teamA, role: 'member' });
  });

  it("leaves team A's name and owner untouched by everyone outside it", async () => {
    const team = await call(kit.t, as.owner, 'GET', '/api/teams');
    expect(team.body.team).toMatchObject({ id: teamA, role: 'owner' });
    const other = await call(kit.t, as.other, 'GET', '/api/teams');
    expect(other.body.team).toMatchObject({ id: teamB, name: 'Team B', role: 'owner' });
  });
});
