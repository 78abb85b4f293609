import { randomUUID } from 'node:crypto';
import type { BulkInvitesResponse } from '@selecta/shared/team-members';
import { maxOpenInvites } from '@selecta/shared/teams';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamEvents } from '../testing/audit-test-kit.ts';
import { teamInvites } from '../db/schema/teams.ts';
import { call, createOwner, createTeamsTestApp, inviteToken, joinedMember } from '../testing/teams-test-kit.ts';

// `POST /api/teams/invites/bulk` (decision 044): pasted or CSV addresses, each answered on its own, one mail each.
let kit: Awaited<ReturnType<typeof createTeamsTestApp>>;
beforeAll(async () => {
  kit = await createTeamsTestApp();
});
afterAll(() => kit.close());

const bulk = async (user: Parameters<typeof call>[1], body: unknown) => {
  const res = await call(kit.t, user, 'POST', '/api/teams/invites/bulk', body);
  return { ...res, results: (res.body as unknown as BulkInvitesResponse).results };
};

describe('inviting many at once', () => {
  it('invites every good address once, in the chosen language, and says why each other one was not', async () => {
    const { owner, teamId } = await createOwner(kit.t);
    const member = await joinedMember(kit.t, kit.outbox, owner, 'member');
    const pending = `pending-${randomUUID()}@example.com`;
    await inviteToken(kit.t, kit.outbox, owner, pending);
    const [a, b] = [`a-${randomUUID()}@example.com`, `b-${randomUUID()}@example.com`];
    const { status, results } = await bulk(owner, { emails: [` ${a.toUpperCase()} `, 'not an address', member.email, pending, b, a], role: 'admin', locale: 'es' });
    expect(status).toBe(200);
    expect(results.map((r) => [r.email, r.result])).toEqual([
      [a, 'invited'],
      ['not an address', 'invalid'],
      [member.email, 'already_member'],
      [pending, 'already_invited'],
      [b, 'invited'],
      [a, 'already_invited'],
    ]);
    for (const address of [a, b]) {
      const mail = await kit.outbox.next(address);
      expect(mail.subject).toMatch(/^Te invitan a unirte a Acme/);
    }
    const invited = (await teamEvents(kit.t.database.db, teamId, 'member.invited')).filter((e) => [a, b].includes(e.target?.email ?? ''));
    expect(invited.map((e) => [e.target?.email, e.details]).sort()).toEqual([[a, { role: 'admin', replaced: false }], [b, { role: 'admin', replaced: false }]].sort());
    expect(invited.map((e) => e.target?.id).sort()).toEqual(results.filter((r) => r.result === 'invited').map((r) => r.inviteId).sort());
  });

  it(`stops at ${maxOpenInvites} open invitations: the rest are over_limit, and nothing is mailed for them`, async () => {
    const { owner } = await createOwner(kit.t);
    const emails = Array.from({ length: maxOpenInvites }, (_, i) => `wave-${i}-${randomUUID()}@example.com`);
    const first = await bulk(owner, { emails: emails.slice(0, maxOpenInvites - 2), locale: 'en' });
    expect(first.results.every((r) => r.result === 'invited')).toBe(true);
    const second = await bulk(owner, { emails: [...emails.slice(maxOpenInvites - 2), `extra-${randomUUID()}@example.com`] });
    expect(second.results.map((r) => r.result)).toEqual(['invited', 'invited', 'over_limit']);
    const single = await call(kit.t, owner, 'POST', '/api/teams/invites', { email: `one-more-${randomUUID()}@example.com` });
    expect([single.status, single.body.code]).toEqual([409, 'too_many_invites']);
    const open = await kit.t.database.db.select().from(teamInvites);
    expect(open.filter((row) => row.email === second.results[2]!.email)).toEqual([]);
  });

  it.each([
    ['no addresses', { emails: [] }],
    ['too many addresses', { emails: Array.from({ length: maxOpenInvites + 1 }, (_, i) => `x${i}@example.com`) }],
    ['a role that cannot be invited', { emails: ['x@example.com'], role: 'owner' }],
    ['addresses that are not strings', { emails: [42] }],
    ['an address of a thousand characters and more', { emails: ['a'.repeat(1001)] }],
  ])('refuses %s with a 400', async (_name, body) => {
    const { owner } = await createOwner(kit.t);
    const res = await bulk(owner, body);
    expect([res.status, res.body.code]).toEqual([400, 'validation_failed']);
  });

  it('is for the owner and admins only', async () => {
    const { owner, teamId } = await createOwner(kit.t);
    const member = await joinedMember(kit.t, kit.outbox, owner, 'member');
    const body = { emails: [`nope-${randomUUID()}@example.com`] };
    expect((await bulk(member, body)).body.code).toBe('team_forbidden');
    expect((await bulk(null, body)).status).toBe(401);
    expect((await teamEvents(kit.t.database.db, teamId, 'member.invited')).map((e) => e.target?.email)).toEqual([member.email]);
  });
});
