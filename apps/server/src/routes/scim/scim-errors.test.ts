import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamMembers } from '../../db/schema/teams.ts';
import { newToken, oktaUser, patch, scim, scimTeam } from '../../testing/scim-test-kit.ts';
import { call, createTeamsTestApp } from '../../testing/teams-test-kit.ts';

// Bad input gets SCIM's error shape with a 4xx, and a token reaches its own team only: another team's token, a revoked
// or forged one, and every malformed body, path, query and PATCH are refused without changing anything.
let kit: Awaited<ReturnType<typeof createTeamsTestApp>>;
let acme: Awaited<ReturnType<typeof scimTeam>>;
let other: Awaited<ReturnType<typeof scimTeam>>;
let userId = '';
let groupId = '';
const send = (method: string, path: string, body?: unknown) => scim(kit.t, acme.token, method, path, body);

beforeAll(async () => {
  kit = await createTeamsTestApp();
  acme = await scimTeam(kit.t);
  other = await scimTeam(kit.t);
  userId = String((await send('POST', '/Users', oktaUser(`kept@${acme.domain}`))).body.id);
  groupId = String((await send('POST', '/Groups', { displayName: 'Kept', members: [{ value: userId }] })).body.id);
});
afterAll(() => kit.close());

const expectError = (answer: Awaited<ReturnType<typeof send>>, status: number, scimType?: string) => {
  expect(answer.status).toBe(status);
  expect(answer.type).toBe('application/scim+json');
  expect(answer.body).toMatchObject({ schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'], status: String(status), ...(scimType ? { scimType } : {}) });
  expect(String(answer.body.detail)).not.toBe('');
};

describe('who a token reaches', () => {
  it("refuses a missing, forged, revoked or user's access token with 401", async () => {
    expectError(await scim(kit.t, null, 'GET', '/Users'), 401);
    expectError(await scim(kit.t, 'selecta_scim_forged', 'GET', '/Users'), 401);
    expectError(await scim(kit.t, acme.owner.accessToken, 'GET', '/Users'), 401);
    const doomed = await newToken(kit.t, acme.owner, 'Doomed');
    expect((await scim(kit.t, doomed, 'GET', '/Users')).status).toBe(200);
    const listed = await call(kit.t, acme.owner, 'GET', '/api/teams/scim/tokens');
    const id = (listed.body.tokens as { id: string; name: string }[]).find((tk) => tk.name === 'Doomed')!.id;
    expect((await call(kit.t, acme.owner, 'DELETE', `/api/teams/scim/tokens/${id}`)).status).toBe(204);
    expectError(await scim(kit.t, doomed, 'GET', '/Users'), 401);
    expect((await scim(kit.t, null, 'GET', '/Users')).body).not.toHaveProperty('Resources');
  });

  it("never reads or changes another team's Users or Groups", async () => {
    const theirs = (path: string, method = 'GET', body?: unknown) => scim(kit.t, other.token, method, path, body);
    expect((await theirs('/Users')).body.totalResults).toBe(0);
    expect((await theirs(`/Users?filter=${encodeURIComponent(`userName eq "kept@${acme.domain}"`)}`)).body.totalResults).toBe(0);
    expectError(await theirs(`/Users/${userId}`), 404);
    expectError(await theirs(`/Users/${userId}`, 'PATCH', patch({ op: 'replace', value: { active: false } })), 404);
    expectError(await theirs(`/Users/${userId}`, 'PUT', oktaUser(`kept@${acme.domain}`)), 404);
    expectError(await theirs(`/Users/${userId}`, 'DELETE'), 404);
    expectError(await theirs(`/Groups/${groupId}`, 'DELETE'), 404);
    // Nor claims acme's people: their domain is not its domain, and a member id of acme's is not its User.
    expectError(await theirs('/Users', 'POST', oktaUser(`new@${acme.domain}`)), 400, 'invalidValue');
    expectError(await theirs('/Groups', 'POST', { displayName: 'Grab', members: [{ value: userId }] }), 400, 'invalidValue');
    expect((await send('GET', `/Users/${userId}`)).body.active).toBe(true);
    expect((await send('GET', `/Groups/${groupId}`)).body.members).toHaveLength(1);
  });

  it('cannot deactivate or delete the team owner', async () => {
    const owner = await send('POST', '/Users', oktaUser(acme.owner.email));
    expect(owner.status).toBe(201);
    expectError(await send('PATCH', `/Users/${owner.body.id}`, patch({ op: 'replace', value: { active: false } })), 400, 'mutability');
    expectError(await send('DELETE', `/Users/${owner.body.id}`), 400, 'mutability');
    expect((await kit.t.database.db.select().from(teamMembers).where(eq(teamMembers.userId, acme.owner.id)))[0]!.role).toBe('owner');
    expect((await send('GET', `/Users/${owner.body.id}`)).body.active).toBe(true);
  });
});

describe('bad input', () => {
  it('answers malformed bodies and values with 400 and the RFC scimType', async () => {
    expectError(await send('POST', '/Users', '{"userName": '), 400, 'invalidSyntax');
    expectError(await send('POST', '/Users', '[]'), 400, 'invalidSyntax');
    expectError(await send('POST', '/Users', { name: { givenName: 'No userName' } }), 400, 'invalidValue');
    expectError(await send('POST', '/Users', { ...oktaUser(`x@${acme.domain}`), active: 'maybe' }), 400, 'invalidValue');
    expectError(await send('POST', '/Users', { ...oktaUser(`x@${acme.domain}`), name: 'Flat' }), 400, 'invalidValue');
    expectError(await send('POST', '/Users', { ...oktaUser(`x@${acme.domain}`), displayName: 'x'.repeat(2000) }), 400, 'invalidValue');
    expectError(await send('POST', '/Users', { ...oktaUser(`x@${acme.domain}`), emails: [{ value: 'not an address', primary: true }] }), 400, 'invalidValue');
    expectError(await send('POST', '/Users', `{"userName":"a\\u0000b@${acme.domain}"}`), 400, 'invalidSyntax');
    expectError(await send('POST', '/Users', JSON.stringify({ userName: `deep@${acme.domain}`, name: JSON.parse(`${'{"a":'.repeat(40)}1${'}'.repeat(40)}`) })), 400, 'invalidSyntax');
    expectError(await send('POST', '/Groups', { members: [] }), 400, 'invalidValue');
    expectError(await send('POST', '/Groups', { displayName: 'Bad', members: [{ display: 'no value' }] }), 400, 'invalidValue');
    expectError(await send('POST', '/Groups', { displayName: 'Bad', members: [{ value: 'not-a-uuid' }] }), 400, 'invalidValue');
  });

  it('answers bad PATCH operations with 400 and leaves the User as it was', async () => {
    const before = (await send('GET', `/Users/${userId}`)).body;
    expectError(await send('PATCH', `/Users/${userId}`, { schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'] }), 400, 'invalidSyntax');
    expectError(await send('PATCH', `/Users/${userId}`, patch({ op: 'frobnicate', path: 'title', value: 'x' })), 400, 'invalidSyntax');
    expectError(await send('PATCH', `/Users/${userId}`, patch({ op: 'remove' })), 400, 'noTarget');
    expectError(await send('PATCH', `/Users/${userId}`, patch({ op: 'replace', path: 'emails[type eq', value: 'x' })), 400, 'invalidPath');
    expectError(await send('PATCH', `/Users/${userId}`, patch({ op: 'replace', path: 'title[type eq "x"]', value: 'x' })), 400, 'invalidPath');
    expectError(await send('PATCH', `/Users/${userId}`, patch({ op: 'replace', path: 'id', value: '00000000-0000-4000-8000-000000000000' })), 400, 'mutability');
    expectError(await send('PATCH', `/Users/${userId}`, patch({ op: 'add', path: 'groups', value: [{ value: groupId }] })), 400, 'mutability');
    expectError(await send('PATCH', `/Users/${userId}`, patch({ op: 'replace', path: 'active', value: 'perhaps' })), 400, 'invalidValue');
    expectError(await send('PATCH', `/Users/${userId}`, patch({ op: 'replace', path: 'userName', value: null })), 400, 'invalidValue');
    expectError(await send('PATCH', `/Users/${userId}`, patch({ op: 'replace', path: 'phoneNumbers[type eq "work" or type eq "home"].value', value: '1' })), 400, 'noTarget');
    expect((await send('GET', `/Users/${userId}`)).body).toEqual(before);
  });

  it('answers bad queries, unknown endpoints and writes to discovery endpoints with SCIM errors', async () => {
    expectError(await send('GET', '/Users?startIndex=first'), 400, 'invalidValue');
    expectError(await send('GET', '/Users?count=1e3'), 400, 'invalidValue');
    expect((await send('GET', '/Users?startIndex=-5&count=-1')).body).toMatchObject({ startIndex: 1, itemsPerPage: 0, totalResults: 2 });
    expect((await send('GET', '/Users?count=0')).body).toMatchObject({ totalResults: 2, Resources: [] });
    expectError(await send('GET', '/Users?filter=password%20eq%20%22x%22'), 400, 'invalidFilter');
    expectError(await send('GET', '/Me'), 404);
    expectError(await send('POST', '/Bulk', {}), 404);
    expectError(await send('POST', '/ServiceProviderConfig', {}), 405);
    expectError(await send('DELETE', '/Schemas'), 405);
    expectError(await send('GET', '/Schemas/urn:nope'), 404);
    expectError(await send('GET', '/Groups/%00'), 404);
  });

  it('never answers a 5xx to any JSON a directory might send', async () => {
    const json = fc.jsonValue({ maxDepth: 4 });
    const operation = fc.record({ op: fc.oneof(fc.constantFrom('add', 'Replace', 'remove'), fc.string()), path: fc.option(fc.oneof(fc.constantFrom('name.givenName', 'emails[type eq "work"].value', 'members', 'active', 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:manager', '__proto__.polluted', 'constructor'), fc.string()), { nil: undefined }), value: json });
    const body = fc.oneof(json, fc.record({ schemas: fc.constant(['urn:ietf:params:scim:api:messages:2.0:PatchOp']), Operations: fc.array(operation, { maxLength: 4 }) }));
    const request = fc.tuple(fc.constantFrom(['POST', '/Users'], ['PUT', '/Users/:u'], ['PATCH', '/Users/:u'], ['POST', '/Groups'], ['PUT', '/Groups/:g'], ['PATCH', '/Groups/:g']), body);
    await fc.assert(
      fc.asyncProperty(request, async ([[method, path], payload]) => {
        const answer = await send(method!, path!.replace(':u', userId).replace(':g', groupId), payload);
        expect(answer.status, JSON.stringify(payload)).toBeLessThan(500);
        if (answer.status !== 204) expect(answer.type).toBe('application/scim+json');
      }),
      { numRuns: 100 },
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
