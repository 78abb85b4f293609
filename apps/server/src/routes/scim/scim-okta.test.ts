import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit.ts';
import { users } from '../../db/schema/auth.ts';
import { teamMembers } from '../../db/schema/teams.ts';
import { oktaUser, patch, scim, scimTeam } from '../../testing/scim-test-kit.ts';
import { call, createOwner, createTeamsTestApp } from '../../testing/teams-test-kit.ts';
import { createTestUser } from '../../testing/test-user.ts';

// The requests Okta's provisioning sends (developer.okta.com's SCIM 2.0 reference and its SCIM 2.0 spec test), in the
// order it sends them, with `User-Agent: Okta SCIM Client 1.0.0`; the answers are what Okta needs to go on.
let kit: Awaited<ReturnType<typeof createTeamsTestApp>>;
let acme: Awaited<ReturnType<typeof scimTeam>>;
const okta = { 'user-agent': 'Okta SCIM Client 1.0.0' };
const send = (method: string, path: string, body?: unknown) => scim(kit.t, acme.token, method, path, body, okta);
const roleOf = async (userId: string) =>
  (await kit.t.database.db.select({ role: teamMembers.role }).from(teamMembers).where(and(eq(teamMembers.teamId, acme.teamId), eq(teamMembers.userId, userId))))[0]?.role;
const accountOf = async (email: string) => (await kit.t.database.db.select().from(users).where(eq(users.email, email)))[0];

beforeAll(async () => {
  kit = await createTeamsTestApp();
  acme = await scimTeam(kit.t, undefined, 'Okta production');
});
afterAll(() => kit.close());

describe("Okta's provisioning against /scim/v2", () => {
  let id = '';
  let userId = '';
  const address = `test.user@${randomUUID().slice(0, 6)}.invalid`;

  it('answers the connection test, the capabilities and a lookup that finds nobody', async () => {
    const users = await send('GET', '/Users?startIndex=1&count=2');
    expect(users.status).toBe(200);
    expect(users.type).toBe('application/scim+json');
    expect(users.body).toMatchObject({ schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'], totalResults: 0, startIndex: 1, itemsPerPage: 0, Resources: [] });
    expect((await send('GET', '/Groups?startIndex=1&count=100')).body.totalResults).toBe(0);
    const config = await send('GET', '/ServiceProviderConfig');
    expect(config.body).toMatchObject({ patch: { supported: true }, bulk: { supported: false }, filter: { supported: true, maxResults: 200 }, changePassword: { supported: false }, sort: { supported: false }, etag: { supported: false } });
    expect(config.body.authenticationSchemes).toEqual([expect.objectContaining({ type: 'oauthbearertoken' })]);
    const lookup = await send('GET', `/Users?filter=${encodeURIComponent(`userName eq "${address}"`)}&startIndex=1&count=100`);
    expect(lookup.body).toMatchObject({ totalResults: 0, Resources: [] });
  });

  it('creates the user: 201 with Location, a member of the team before any sign-in, no password kept', async () => {
    const body = oktaUser(`test.user@${acme.domain}`);
    const created = await send('POST', '/Users', body);
    expect(created.status).toBe(201);
    id = String(created.body.id);
    expect(created.location).toBe(`https://selecta.test/scim/v2/Users/${id}`);
    expect(created.body).toMatchObject({ userName: body.userName, active: true, externalId: body.externalId, name: { givenName: 'Test', familyName: 'User' }, locale: 'en-US', groups: [] });
    expect(created.body.meta).toMatchObject({ resourceType: 'User', location: created.location });
    expect(created.body).not.toHaveProperty('password');
    const account = await accountOf(body.userName);
    userId = account!.id;
    expect(account!.encryptedPassword).toBe('');
    expect(await roleOf(userId)).toBe('member');
    expect(JSON.stringify((await send('GET', `/Users/${id}`)).body)).not.toContain('p4ssw0rd');
  });

  it('finds the user by userName in any case, by id, and on the first page', async () => {
    const found = await send('GET', `/Users?filter=${encodeURIComponent(`userName eq "TEST.USER@${acme.domain.toUpperCase()}"`)}&startIndex=1&count=100`);
    expect(found.body.totalResults).toBe(1);
    expect(found.body.Resources![0]).toMatchObject({ id, userName: `test.user@${acme.domain}` });
    const page = await send('GET', '/Users?count=1&startIndex=1');
    expect(page.body.Resources![0]).toMatchObject({ id, name: { familyName: 'User', givenName: 'Test' }, active: true, emails: [expect.objectContaining({ value: `test.user@${acme.domain}` })] });
    expect((await send('GET', `/Users/${id}`)).body).toMatchObject({ id, userName: `test.user@${acme.domain}` });
  });

  it('refuses a second create of the same user with 409 in the Error schema', async () => {
    const again = await send('POST', '/Users', oktaUser(`test.user@${acme.domain}`));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'], status: '409', scimType: 'uniqueness' });
  });

  it('answers an unknown id with 404 and a detail, and a request without a token with 401', async () => {
    const missing = await send('GET', '/Users/00919288221112222');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ status: '404', schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'] });
    expect(missing.body.detail).toBeTruthy();
    const anonymous = await scim(kit.t, null, 'GET', '/Users', undefined, { authorization: 'non-token' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ status: '401' });
    expect(anonymous.body.detail).toBeTruthy();
  });

  it('updates the profile with PUT (the whole user, as Okta sends it)', async () => {
    const current = (await send('GET', `/Users/${id}`)).body;
    const updated = await send('PUT', `/Users/${id}`, { ...current, name: { givenName: 'Another', middleName: 'Excited', familyName: 'User' } });
    expect(updated.status).toBe(200);
    expect(updated.body.name).toEqual({ givenName: 'Another', middleName: 'Excited', familyName: 'User' });
    expect((await send('GET', `/Users/${id}`)).body.name).toEqual({ givenName: 'Another', middleName: 'Excited', familyName: 'User' });
  });

  it('deactivates with a path-less replace (the seat is freed) and reactivates', async () => {
    const off = await send('PATCH', `/Users/${id}`, patch({ op: 'replace', value: { active: false } }));
    expect(off.status).toBe(200);
    expect(off.body.active).toBe(false);
    expect(await roleOf(userId)).toBeUndefined();
    // Still returned, with active false.
    expect((await send('GET', `/Users/${id}`)).body.active).toBe(false);
    const on = await send('PATCH', `/Users/${id}`, patch({ op: 'replace', value: { active: true } }));
    expect(on.body.active).toBe(true);
    expect(await roleOf(userId)).toBe('member');
  });

  it('pushes an admin group: its members become admins, a rename away makes them members again', async () => {
    const group = await send('POST', '/Groups', { schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'], displayName: 'Admin', members: [] });
    expect(group.status).toBe(201);
    expect(group.body).toMatchObject({ displayName: 'Admin', members: [] });
    const gid = String(group.body.id);
    const added = await send('PATCH', `/Groups/${gid}`, patch({ op: 'add', path: 'members', value: [{ value: id, display: `test.user@${acme.domain}` }] }));
    expect(added.status).toBe(204);
    expect(await roleOf(userId)).toBe('admin');
    expect((await send('GET', `/Groups/${gid}`)).body.members).toEqual([expect.objectContaining({ value: id, display: `test.user@${acme.domain}` })]);
    expect((await send('GET', `/Users/${id}`)).body.groups).toEqual([expect.objectContaining({ value: gid, display: 'Admin' })]);
    // Okta renames with a path-less replace carrying the id, on every membership update.
    await send('PATCH', `/Groups/${gid}`, patch({ op: 'replace', value: { id: gid, displayName: 'Admins' } }));
    expect(await roleOf(userId)).toBe('member');
    await send('PATCH', `/Groups/${gid}`, patch({ op: 'replace', value: { id: gid, displayName: 'ADMIN' } }));
    expect(await roleOf(userId)).toBe('admin');
    const removed = await send('PATCH', `/Groups/${gid}`, patch({ op: 'remove', path: `members[value eq "${id}"]` }, { op: 'add', path: 'members', value: [] }));
    expect(removed.status).toBe(204);
    expect(await roleOf(userId)).toBe('member');
    await send('PATCH', `/Groups/${gid}`, patch({ op: 'replace', path: 'members', value: [{ value: id }] }));
    expect(await roleOf(userId)).toBe('admin');
    expect((await send('DELETE', `/Groups/${gid}`)).status).toBe(204);
    expect(await roleOf(userId)).toBe('member');
    expect((await send('GET', `/Groups/${gid}`)).status).toBe(404);
  });

  it('keeps other groups and lists them, with no role', async () => {
    const other = await send('POST', '/Groups', { displayName: 'Sales', members: [{ value: id }] });
    expect(other.status).toBe(201);
    expect(await roleOf(userId)).toBe('member');
    const listed = await send('GET', '/Groups?startIndex=1&count=100');
    expect(listed.body.Resources).toEqual([expect.objectContaining({ displayName: 'Sales', members: [expect.objectContaining({ value: id })] })]);
    expect((await send('POST', '/Groups', { displayName: 'sales' })).body).toMatchObject({ status: '409', scimType: 'uniqueness' });
  });

  it('refuses an address outside the verified domains, and an account in another team, changing nothing', async () => {
    const outside = await send('POST', '/Users', oktaUser(address));
    expect(outside.status).toBe(400);
    expect(outside.body).toMatchObject({ scimType: 'invalidValue' });
    expect(outside.body.detail).toContain(acme.domain);
    expect(await accountOf(address)).toBeUndefined();
    // Someone at the domain who already owns another team keeps it: refused, never moved.
    const elsewhere = await createOwner(kit.t, 'Elsewhere', `boss-${randomUUID().slice(0, 6)}@${acme.domain}`);
    const taken = await send('POST', '/Users', oktaUser(elsewhere.owner.email));
    expect(taken.status).toBe(409);
    expect(taken.body.detail).toMatch(/another team/);
    expect((await kit.t.database.db.select().from(teamMembers).where(eq(teamMembers.userId, elsewhere.owner.id)))[0]).toMatchObject({ teamId: elsewhere.teamId, role: 'owner' });
    // An account at the domain in no team joins (their account stays theirs, with its password).
    const loner = await createTestUser(kit.t, { email: `loner-${randomUUID().slice(0, 6)}@${acme.domain}` });
    const joined = await send('POST', '/Users', oktaUser(loner.email));
    expect(joined.status).toBe(201);
    expect(await roleOf(loner.id)).toBe('member');
    expect((await accountOf(loner.email))!.encryptedPassword).not.toBe('');
    // What the directory sent about them is theirs to export (never the password it sent).
    const exported = await call(kit.t, loner, 'GET', '/api/account/export');
    expect(exported.body.directory).toMatchObject({ userName: loner.email, active: true, attributes: { name: { givenName: 'Test', familyName: 'User' }, locale: 'en-US' } });
    expect(JSON.stringify(exported.body)).not.toContain('p4ssw0rd');
  });

  it("records every change in the team's audit log with the token's name as the actor", async () => {
    const events = await kit.t.database.db.select().from(auditEvents).where(eq(auditEvents.teamId, acme.teamId));
    const scimEvents = events.filter((e) => e.actorType === 'scim_token');
    expect(scimEvents.every((e) => e.actorName === 'Okta production')).toBe(true);
    const names = scimEvents.map((e) => e.event);
    for (const name of ['scim.user_provisioned', 'member.joined', 'scim.user_updated', 'scim.user_deactivated', 'member.removed', 'scim.user_reactivated', 'scim.group_created', 'scim.group_updated', 'member.role_changed', 'scim.group_deleted']) {
      expect(names).toContain(name);
    }
    const created = events.find((e) => e.event === 'scim.token_created')!;
    expect(created).toMatchObject({ actorType: 'user', actorEmail: acme.owner.email, details: { name: 'Okta production' } });
    // Nothing the directory sent as a secret reaches the log.
    expect(JSON.stringify(events)).not.toContain('p4ssw0rd');
  });
});
