import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit.ts';
import { scimTokens } from '../../db/schema/scim.ts';
import { subscriptions } from '../../db/schema/billing.ts';
import { scim, scimTeam } from '../../testing/scim-test-kit.ts';
import { call, createOwner, createTeamsTestApp, joinedMember } from '../../testing/teams-test-kit.ts';
import { createTestUser, type TestUser } from '../../testing/test-user.ts';

// The owner's SCIM tokens (decision 047): shown once, hashed at rest, named, last use shown, several at once,
// revocable; the owner's only, a Pro team's with single sign-on only, and each reaches only its own team.
let kit: Awaited<ReturnType<typeof createTeamsTestApp>>;
let acme: Awaited<ReturnType<typeof scimTeam>>;
let admin: TestUser;
let member: TestUser;
const tokens = '/api/teams/scim/tokens';

beforeAll(async () => {
  kit = await createTeamsTestApp();
  acme = await scimTeam(kit.t, undefined, 'First');
  admin = await joinedMember(kit.t, kit.outbox, acme.owner, 'admin');
  member = await joinedMember(kit.t, kit.outbox, acme.owner, 'member');
});
afterAll(() => kit.close());

describe('SCIM tokens', () => {
  it('are answered once, stored only as a hash, listed by name with their last use', async () => {
    const created = await call(kit.t, acme.owner, 'POST', tokens, { name: '  Entra ID  ' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String), name: 'Entra ID', token: expect.stringMatching(/^selecta_scim_[A-Za-z0-9_-]{43}$/), createdAt: expect.any(String) });
    const token = String(created.body.token);
    const [row] = await kit.t.database.db.select().from(scimTokens).where(eq(scimTokens.id, String(created.body.id)));
    expect(JSON.stringify(row)).not.toContain(token.slice('selecta_scim_'.length));
    const before = await call(kit.t, acme.owner, 'GET', tokens);
    expect(before.body.baseUrl).toBe('https://selecta.test/scim/v2');
    expect(JSON.stringify(before.body)).not.toContain(token);
    expect((before.body.tokens as { name: string; lastUsedAt: string | null }[]).map((t) => [t.name, t.lastUsedAt])).toEqual([
      ['First', null],
      ['Entra ID', null],
    ]);
    expect((await scim(kit.t, token, 'GET', '/Users')).status).toBe(200);
    const after = await call(kit.t, acme.owner, 'GET', tokens);
    expect((after.body.tokens as { name: string; lastUsedAt: string | null }[]).find((t) => t.name === 'Entra ID')!.lastUsedAt).not.toBeNull();
  });

  it('are several at once, up to ten', async () => {
    const held = ((await call(kit.t, acme.owner, 'GET', tokens)).body.tokens as unknown[]).length;
    for (let i = held; i < 10; i++) expect((await call(kit.t, acme.owner, 'POST', tokens, { name: `Spare ${i}` })).status).toBe(201);
    const refused = await call(kit.t, acme.owner, 'POST', tokens, { name: 'Eleventh' });
    expect([refused.status, refused.body.code]).toEqual([409, 'too_many_scim_tokens']);
  });

  it('are revoked: the token stops working at once, a second revoke is 404', async () => {
    const list = (await call(kit.t, acme.owner, 'GET', tokens)).body.tokens as { id: string; name: string }[];
    const spare = list.find((t) => t.name === 'Spare 2')!;
    expect((await call(kit.t, acme.owner, 'DELETE', `${tokens}/${spare.id}`)).status).toBe(204);
    expect((await call(kit.t, acme.owner, 'DELETE', `${tokens}/${spare.id}`)).body.code).toBe('scim_token_not_found');
    expect((await call(kit.t, acme.owner, 'DELETE', `${tokens}/not-an-id`)).status).toBe(404);
    const events = await kit.t.database.db.select().from(auditEvents).where(eq(auditEvents.teamId, acme.teamId));
    expect(events.find((e) => e.event === 'scim.token_revoked')).toMatchObject({ actorType: 'user', actorId: acme.owner.id, targetId: spare.id, details: { name: 'Spare 2' } });
  });

  it("are the owner's: admins, members, another team's owner and strangers cannot list, make or revoke them", async () => {
    const [first] = (await call(kit.t, acme.owner, 'GET', tokens)).body.tokens as { id: string }[];
    const stranger = await createTestUser(kit.t);
    const rival = await scimTeam(kit.t);
    for (const [who, status, code] of [
      [admin, 403, 'team_forbidden'],
      [member, 403, 'team_forbidden'],
      [stranger, 404, 'no_team'],
    ] as const) {
      expect((await call(kit.t, who, 'GET', tokens)).body.code).toBe(code);
      expect((await call(kit.t, who, 'POST', tokens, { name: 'Mine' })).status).toBe(status);
      expect((await call(kit.t, who, 'DELETE', `${tokens}/${first!.id}`)).status).toBe(status);
    }
    expect((await call(kit.t, null, 'GET', tokens)).status).toBe(401);
    expect((await call(kit.t, rival.owner, 'DELETE', `${tokens}/${first!.id}`)).status).toBe(404);
    expect(JSON.stringify((await call(kit.t, rival.owner, 'GET', tokens)).body)).not.toContain(first!.id);
    expect((await call(kit.t, acme.owner, 'GET', tokens)).body.tokens).toContainEqual(expect.objectContaining({ id: first!.id }));
  });

  it('need Pro and single sign-on, and a proper name', async () => {
    const plain = await createOwner(kit.t, 'No SSO', `o-${randomUUID().slice(0, 6)}@example.com`);
    expect((await call(kit.t, plain.owner, 'POST', tokens, { name: 'Okta' })).body.code).toBe('scim_sso_required');
    for (const body of [{}, { name: '' }, { name: '   ' }, { name: 'x'.repeat(61) }, { name: 'a\u0007b' }, { name: 42 }, 'not json']) {
      const answer = await call(kit.t, acme.owner, 'POST', tokens, body);
      expect([answer.status, answer.body.code], JSON.stringify(body)).toEqual([400, 'validation_failed']);
    }
    const lapsed = await scimTeam(kit.t);
    await kit.t.database.db.update(subscriptions).set({ status: 'canceled' }).where(eq(subscriptions.userId, lapsed.owner.id));
    expect((await call(kit.t, lapsed.owner, 'POST', tokens, { name: 'Okta' })).body.code).toBe('pro_required');
    // Deprovisioning does not depend on billing: the token made under Pro still works.
    expect((await scim(kit.t, lapsed.token, 'GET', '/Users')).status).toBe(200);
  });
});
