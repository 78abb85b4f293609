import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth.ts';
import { teamMembers } from '../../db/schema/teams.ts';
import { enterpriseSchema, entraUser, patch, scim, scimTeam } from '../../testing/scim-test-kit.ts';
import { createTeamsTestApp } from '../../testing/teams-test-kit.ts';

// The requests Microsoft Entra ID's provisioning service sends (Microsoft's SCIM development tutorial and its SCIM
// compliance known-issues page): capitalised ops, string booleans, filtered paths, path-less replace with dotted keys
// (its aadOptscim062020 flag), groups read without members and members removed by a value list.
let kit: Awaited<ReturnType<typeof createTeamsTestApp>>;
let acme: Awaited<ReturnType<typeof scimTeam>>;
const send = (method: string, path: string, body?: unknown) => scim(kit.t, acme.token, method, path, body);
const filter = (text: string) => `filter=${encodeURIComponent(text)}`;
const roleOf = async (userId: string) =>
  (await kit.t.database.db.select({ role: teamMembers.role }).from(teamMembers).where(and(eq(teamMembers.teamId, acme.teamId), eq(teamMembers.userId, userId))))[0]?.role;

beforeAll(async () => {
  kit = await createTeamsTestApp();
  acme = await scimTeam(kit.t, undefined, 'Entra ID');
});
afterAll(() => kit.close());

describe("Microsoft Entra ID's provisioning against /scim/v2", () => {
  let id = '';
  let userId = '';
  let body: ReturnType<typeof entraUser>;

  it("answers the connection test's lookup of a random userName, and schema discovery", async () => {
    const test = await send('GET', `/Users?${filter(`userName eq "${randomUUID()}"`)}`);
    expect(test.status).toBe(200);
    expect(test.body).toMatchObject({ totalResults: 0, Resources: [], startIndex: 1 });
    const schemas = await send('GET', '/Schemas');
    expect(schemas.body.Resources!.map((s) => s.id)).toEqual(['urn:ietf:params:scim:schemas:core:2.0:User', enterpriseSchema, 'urn:ietf:params:scim:schemas:core:2.0:Group']);
    const user = schemas.body.Resources![0]!.attributes as { name: string; uniqueness: string }[];
    expect(user.find((a) => a.name === 'userName')).toMatchObject({ uniqueness: 'server' });
    expect((await send('GET', '/ResourceTypes')).body.Resources!.map((r) => r.id)).toEqual(['User', 'Group']);
    expect((await send('GET', `/Schemas/${enterpriseSchema}`)).body.name).toBe('EnterpriseUser');
  });

  it('creates a user with the enterprise extension and finds it by userName, externalId and work email', async () => {
    body = entraUser(`ellen.adams@${acme.domain}`);
    expect((await send('GET', `/Users?${filter(`userName eq "${body.userName}"`)}`)).body.totalResults).toBe(0);
    const created = await send('POST', '/Users', body);
    expect(created.status).toBe(201);
    id = String(created.body.id);
    expect(created.body).toMatchObject({
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User', enterpriseSchema],
      externalId: body.externalId,
      name: body.name,
      [enterpriseSchema]: { employeeNumber: '100009', department: 'Sales' },
    });
    userId = (await kit.t.database.db.select().from(users).where(eq(users.email, body.userName)))[0]!.id;
    expect(await roleOf(userId)).toBe('member');
    for (const query of [`externalId eq "${body.externalId}"`, `userName eq "${body.userName}" and externalId eq "${body.externalId}"`, `emails[type eq "work"].value eq "${body.userName}"`]) {
      const found = await send('GET', `/Users?${filter(query)}`);
      expect(found.body.totalResults, query).toBe(1);
      expect(found.body.Resources![0]!.id).toBe(id);
    }
    expect((await send('GET', `/Users?${filter(`externalId eq "${body.externalId.toUpperCase()}"`)}`)).body.totalResults).toBe(0);
  });

  it('updates names, the work email and the enterprise extension with capitalised ops and filtered paths', async () => {
    const renamed = `ellen.adams-smith@${acme.domain}`;
    const updated = await send(
      'PATCH',
      `/Users/${id}`,
      patch(
        { op: 'Replace', path: 'emails[type eq "work"].value', value: renamed },
        { op: 'Replace', path: 'name.familyName', value: 'Adams-Smith' },
        { op: 'Replace', path: `${enterpriseSchema}:department`, value: 'Marketing' },
        { op: 'Add', path: 'title', value: 'Manager' },
      ),
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: { familyName: 'Adams-Smith', givenName: 'Ellen' }, title: 'Manager', emails: [{ primary: true, type: 'work', value: renamed }], [enterpriseSchema]: { department: 'Marketing', employeeNumber: '100009' } });
    // With its compliance flag: one path-less replace whose keys are dotted paths and extension URNs.
    const flagged = await send('PATCH', `/Users/${id}`, patch({ op: 'replace', value: { displayName: 'Ellen A.', 'name.givenName': 'Elle', [`${enterpriseSchema}:employeeNumber`]: '100010' } }));
    expect(flagged.body).toMatchObject({ displayName: 'Ellen A.', name: { givenName: 'Elle', familyName: 'Adams-Smith' }, [enterpriseSchema]: { employeeNumber: '100010', department: 'Marketing' } });
    // Single-valued: the userName.
    const userName = await send('PATCH', `/Users/${id}`, patch({ op: 'Replace', path: 'userName', value: `e.adams@${acme.domain}` }));
    expect(userName.body.userName).toBe(`e.adams@${acme.domain}`);
    // An address moved out of the verified domains is refused, the user unchanged.
    const outside = await send('PATCH', `/Users/${id}`, patch({ op: 'Replace', path: 'emails[type eq "work"].value', value: 'ellen@elsewhere.example' }));
    expect(outside.body).toMatchObject({ status: '400', scimType: 'invalidValue' });
    expect((await send('GET', `/Users/${id}`)).body.emails).toEqual([{ primary: true, type: 'work', value: renamed }]);
  });

  it('pushes a group read without members, adds members and removes them by a value list', async () => {
    const created = await send('POST', '/Groups', { schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group', 'http://schemas.microsoft.com/2006/11/ResourceManagement/ADSCIM/2.0/Group'], externalId: randomUUID(), displayName: 'admin', meta: { resourceType: 'Group' } });
    expect(created.status).toBe(201);
    const gid = String(created.body.id);
    const read = await send('GET', `/Groups?excludedAttributes=members&${filter('displayName eq "ADMIN"')}`);
    expect(read.body.totalResults).toBe(1);
    expect(read.body.Resources![0]).not.toHaveProperty('members');
    expect((await send('GET', `/Groups/${gid}?excludedAttributes=members`)).body).not.toHaveProperty('members');
    expect((await send('GET', `/Groups?${filter(`id eq "${gid}" and members[value eq "${id}"]`)}&excludedAttributes=members`)).body.totalResults).toBe(0);
    expect((await send('PATCH', `/Groups/${gid}`, patch({ op: 'Add', path: 'members', value: [{ $ref: null, value: id }] }))).status).toBe(204);
    expect(await roleOf(userId)).toBe('admin');
    expect((await send('GET', `/Groups?${filter(`id eq "${gid}" and members[value eq "${id}"]`)}&excludedAttributes=members`)).body.totalResults).toBe(1);
    expect((await send('PATCH', `/Groups/${gid}`, patch({ op: 'Remove', path: 'members', value: [{ $ref: null, value: id }] }))).status).toBe(204);
    expect(await roleOf(userId)).toBe('member');
    await send('PATCH', `/Groups/${gid}`, patch({ op: 'Replace', path: 'displayName', value: 'Sales EMEA' }));
    expect((await send('GET', `/Groups/${gid}`)).body).toMatchObject({ displayName: 'Sales EMEA', members: [] });
    expect((await send('DELETE', `/Groups/${gid}`)).status).toBe(204);
  });

  it('disables with the string "False" (still returned, inactive), enables with "True", and deletes', async () => {
    const off = await send('PATCH', `/Users/${id}`, patch({ op: 'Replace', path: 'active', value: 'False' }));
    expect(off.status).toBe(200);
    expect(off.body.active).toBe(false);
    expect(await roleOf(userId)).toBeUndefined();
    const looked = await send('GET', `/Users?${filter(`userName eq "e.adams@${acme.domain}"`)}`);
    expect(looked.body.Resources![0]).toMatchObject({ id, active: false });
    expect((await send('GET', `/Users?${filter('active eq false')}`)).body.totalResults).toBe(1);
    expect((await send('PATCH', `/Users/${id}`, patch({ op: 'Replace', path: 'active', value: 'True' }))).body.active).toBe(true);
    expect(await roleOf(userId)).toBe('member');
    expect((await send('DELETE', `/Users/${id}`)).status).toBe(204);
    expect((await send('GET', `/Users/${id}`)).status).toBe(404);
    // Out of the team; the account stays theirs.
    expect(await roleOf(userId)).toBeUndefined();
    expect((await kit.t.database.db.select().from(users).where(eq(users.id, userId))).length).toBe(1);
    expect((await send('DELETE', `/Users/${id}`)).status).toBe(404);
  });
});
