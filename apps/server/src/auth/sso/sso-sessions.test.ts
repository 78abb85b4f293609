import { randomUUID } from 'node:crypto';
import type { TeamSso } from '@selecta/shared/team-sso';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/auth.ts';
import { teamMembers } from '../../db/schema/teams.ts';
import { call, createOwner } from '../../testing/teams-test-kit.ts';
import { createTestUser, type TestUser } from '../../testing/test-user.ts';
import { secret } from '../../testing/oauth-test-kit.ts';
import { startSession } from '../sessions.ts';
import { serveWithSso, signInThroughIdp, ssoTeam } from '../../testing/sso-test-kit.ts';

// Requiring SSO ends the sessions that did not come through SSO (decision 040): the domains' password, code and other
// provider sessions end at once, everywhere, and their refresh tokens with them; the team's SSO sessions go on.
const kit = serveWithSso();
const served = kit.served;
const db = () => served.app.database.db;

interface Tokens {
  id: string;
  accessToken: string;
  refreshToken: string;
}

async function request(method: string, path: string, bearer?: string, body?: unknown) {
  const res = await fetch(`${served.app.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: (text.startsWith('{') ? JSON.parse(text) : {}) as Record<string, unknown> & { code?: string; error_code?: string } };
}
const usage = (t: Tokens) => request('GET', '/api/usage', t.accessToken);
const authUser = (t: Tokens) => request('GET', '/auth/v1/user', t.accessToken);
const refresh = (t: Tokens) => request('POST', '/auth/v1/token?grant_type=refresh_token', undefined, { refresh_token: t.refreshToken });
const sessionCount = async (userId: string) => (await db().select().from(sessions).where(eq(sessions.userId, userId))).length;
const amrOf = (t: Tokens) => (JSON.parse(Buffer.from(t.accessToken.split('.')[1]!, 'base64url').toString()) as { amr: unknown }).amr;

/** Both its access token and its refresh token still work (the refresh rotates: the new pair is answered). */
async function expectAlive(t: Tokens): Promise<Tokens> {
  expect((await usage(t)).status).toBe(200);
  expect((await authUser(t)).status).toBe(200);
  const renewed = await refresh(t);
  expect(renewed.status).toBe(200);
  return { id: t.id, accessToken: String(renewed.body.access_token), refreshToken: String(renewed.body.refresh_token) };
}

/** Its access token is refused at once by the API and the auth service, and its refresh token too. */
async function expectEnded(t: Tokens) {
  const api = await usage(t);
  expect([api.status, api.body.code]).toEqual([401, 'unauthorized']);
  // GoTrue's answer for a token whose session is gone (supabase-js then signs the client out).
  const user = await authUser(t);
  expect([user.status, user.body.code]).toEqual([403, 'session_not_found']);
  const renewed = await refresh(t);
  expect(renewed.status).toBeGreaterThanOrEqual(400);
  expect(renewed.status).toBeLessThan(500);
  expect(renewed.body.access_token).toBeUndefined();
}

/** A user at `domain` with a password session (signed up before SSO was required). */
const passwordUser = (domain: string) => createTestUser(served.app, { email: `pw-${randomUUID()}@${domain}` });

/** Signs `email` in through the team's IdP with supabase-js's `signInWithSSO`: an SSO session. */
const ssoSession = (email: string, domain: string): Promise<Tokens> => signInThroughIdp(served, email, domain);

/** A session started by the server directly (as one that raced the switch would be), with its refresh token. */
async function rawSession(user: { id: string }, method: Parameters<typeof startSession>[2]): Promise<Tokens> {
  const [row] = await db().select().from(users).where(eq(users.id, user.id));
  const started = await startSession(db(), row!, method, { method: 'password', ip: null, userAgent: null });
  return { id: user.id, accessToken: '', refreshToken: started.refreshToken };
}

let acme: Awaited<ReturnType<typeof ssoTeam>>;
let other: { owner: TestUser; teamId: string };
beforeAll(async () => {
  served.op.register([{ clientId: 'team-client', secret, redirectUri: `${served.app.url}/auth/v1/callback` }]);
  // Another team claims acme.test first (a claim waits unproved) and proves its own domain.
  other = await createOwner(served.app, 'Other');
  await call(served.app, other.owner, 'PUT', '/api/teams/sso', { issuer: served.op.issuer, clientId: 'team-client', clientSecret: secret });
  await call(served.app, other.owner, 'POST', '/api/teams/sso/domains', { domain: 'acme.test' });
  const own = ((await call(served.app, other.owner, 'POST', '/api/teams/sso/domains', { domain: 'other.test' })).body as TeamSso).domains.find((d) => d.domain === 'other.test')!;
  kit.dns.setTxt(own.recordName, [own.recordValue]);
  expect((await call(served.app, other.owner, 'POST', `/api/teams/sso/domains/${own.id}/verify`)).status).toBe(200);
  acme = await ssoTeam(served.app, kit.dns, { issuer: served.op.issuer, clientId: 'team-client', secret, domain: 'acme.test' });
});

describe('requiring SSO', () => {
  it('ends the domain’s sessions that did not come through SSO, at once, and keeps the SSO sessions', async () => {
    const password = await passwordUser('acme.test');
    const secondDevice = await request('POST', '/auth/v1/token?grant_type=password', undefined, { email: password.email, password: password.password });
    const sso = await ssoSession(`sso-${randomUUID()}@acme.test`, 'acme.test');
    expect(amrOf(sso)).toEqual([{ method: 'sso/oidc', timestamp: expect.any(Number) }]);
    expect(amrOf(password)).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    // An account that signed in both ways: only its SSO session survives.
    const both = await passwordUser('acme.test');
    const bothSso = await ssoSession(both.email, 'acme.test');
    const outsider = await passwordUser('elsewhere.test');
    const otherTeams = await passwordUser('other.test');
    await db().insert(teamMembers).values({ teamId: other.teamId, userId: otherTeams.id, role: 'member' });

    // The live ones, and the tokens they have before the switch.
    await expectAlive(password);
    const before = { sso: await expectAlive(sso), bothSso: await expectAlive(bothSso) };

    const on = await call(served.app, acme.owner, 'PUT', '/api/teams/sso/require', { required: true });
    expect([on.status, (on.body as unknown as TeamSso).requireSso]).toEqual([200, true]);

    await expectEnded(password);
    await expectEnded({ id: password.id, accessToken: String(secondDevice.body.access_token), refreshToken: String(secondDevice.body.refresh_token) });
    await expectEnded(both);
    expect(await sessionCount(password.id)).toBe(0);
    expect(await sessionCount(both.id)).toBe(1);
    const after = { sso: await expectAlive(before.sso), bothSso: await expectAlive(before.bothSso) };
    await expectAlive(outsider);
    await expectAlive(otherTeams);

    // Turning it off resurrects nothing; the SSO sessions go on.
    const off = await call(served.app, acme.owner, 'PUT', '/api/teams/sso/require', { required: false });
    expect((off.body as unknown as TeamSso).requireSso).toBe(false);
    await expectEnded(password);
    await expectEnded(both);
    await expectAlive(after.sso);
    await expectAlive(after.bothSso);
  });

  it('cannot be turned on, nor end anyone’s session, by an admin, a member, or another team', async () => {
    await call(served.app, acme.owner, 'PUT', '/api/teams/sso/require', { required: false });
    const victim = await passwordUser('acme.test');
    for (const role of ['admin', 'member'] as const) {
      const insider = await createTestUser(served.app);
      await db().insert(teamMembers).values({ teamId: acme.teamId, userId: insider.id, role });
      const res = await call(served.app, insider, 'PUT', '/api/teams/sso/require', { required: true });
      expect([res.status, res.body.code]).toEqual([403, 'team_forbidden']);
    }
    // The other team claimed acme.test first but never proved it: requiring SSO there ends only other.test's sessions.
    const theirs = await passwordUser('other.test');
    const required = await call(served.app, other.owner, 'PUT', '/api/teams/sso/require', { required: true });
    expect(required.status).toBe(200);
    await expectEnded(theirs);
    await expectAlive(victim);
    // Nor can it prove acme.test now, which would have ended acme.test's sessions.
    const claim = (await call(served.app, other.owner, 'GET', '/api/teams/sso')).body as unknown as TeamSso;
    const pending = claim.domains.find((d) => d.domain === 'acme.test')!;
    kit.dns.setTxt(pending.recordName, [pending.recordValue]);
    const proved = await call(served.app, other.owner, 'POST', `/api/teams/sso/domains/${pending.id}/verify`);
    expect([proved.status, proved.body.code]).toEqual([400, 'sso_domain_already_exists']);
    await expectAlive(victim);
    await call(served.app, other.owner, 'PUT', '/api/teams/sso/require', { required: false });
  });

  it('ends the sessions of a domain verified while SSO is required, and of a provider save', async () => {
    await call(served.app, acme.owner, 'PUT', '/api/teams/sso/require', { required: true });
    const later = await passwordUser('later.test');
    const claimed = ((await call(served.app, acme.owner, 'POST', '/api/teams/sso/domains', { domain: 'later.test' })).body as TeamSso).domains.find((d) => d.domain === 'later.test')!;
    await expectAlive(later);
    kit.dns.setTxt(claimed.recordName, [claimed.recordValue]);
    expect((await call(served.app, acme.owner, 'POST', `/api/teams/sso/domains/${claimed.id}/verify`)).status).toBe(200);
    await expectEnded(later);

    // A password session that slipped in (started while the switch was turned on) ends with the next save.
    const slipped = await rawSession(await passwordUser('elsewhere.test').then(async (u) => {
      await db().update(users).set({ email: `slipped-${randomUUID()}@acme.test` }).where(eq(users.id, u.id));
      return u;
    }), 'password');
    expect(await sessionCount(slipped.id)).toBe(2);
    expect((await call(served.app, acme.owner, 'PUT', '/api/teams/sso', { issuer: served.op.issuer, clientId: 'team-client' })).status).toBe(200);
    expect(await sessionCount(slipped.id)).toBe(0);
    await call(served.app, acme.owner, 'PUT', '/api/teams/sso/require', { required: false });
  });
});

describe('refreshing a session outside SSO while SSO is required (defence in depth)', () => {
  it('is refused with 422 user_sso_managed and ends the session; the team’s SSO sessions refresh', async () => {
    await call(served.app, acme.owner, 'PUT', '/api/teams/sso/require', { required: true });
    const member = await ssoSession(`raced-${randomUUID()}@acme.test`, 'acme.test');
    // Sessions the switch did not see: a password one, and an SSO one from another team's IdP.
    const password = await rawSession(member, 'password');
    const foreignSso = await rawSession(member, { ssoTeamId: other.teamId });
    expect(await sessionCount(member.id)).toBe(3);
    for (const raced of [password, foreignSso]) {
      const refused = await refresh(raced);
      expect([refused.status, refused.body.code]).toEqual([422, 'user_sso_managed']);
      expect(refused.body.access_token).toBeUndefined();
    }
    expect(await sessionCount(member.id)).toBe(1);
    await expectAlive(member);
    await call(served.app, acme.owner, 'PUT', '/api/teams/sso/require', { required: false });
  });
});

describe('an owner cannot lock themselves out (test SSO before requiring it)', () => {
  const setRequired = (bearer: string, required: boolean) => request('PUT', '/api/teams/sso/require', bearer, { required });
  const settings = async (bearer: string) => (await request('GET', '/api/teams/sso', bearer)).body as unknown as TeamSso;
  /** A team whose owner's own address is at the domain it proved, signed in with a password. */
  async function ownTeam(name: string) {
    const domain = `${name}-${randomUUID().slice(0, 8)}.test`;
    const team = await ssoTeam(served.app, kit.dns, { issuer: served.op.issuer, clientId: 'team-client', secret, domain, ownerEmail: `boss@${domain}` });
    return { ...team, domain };
  }

  it('refuses require-SSO from the owner’s password session at the domain (409), changes nothing, and allows it from their SSO session', async () => {
    const team = await ownTeam('own');
    const refused = await setRequired(team.owner.accessToken, true);
    expect([refused.status, refused.body.code]).toEqual([409, 'sso_test_first']);
    expect(refused.body.message ?? refused.body.msg).toMatch(/Sign in with SSO once/);
    expect((await settings(team.owner.accessToken)).requireSso).toBe(false);
    const password = await expectAlive(team.owner);

    // The owner signs in through the team's IdP once (their account is linked): from that session it can be required.
    const sso = await ssoSession(team.owner.email, team.domain);
    expect(sso.id).toBe(team.owner.id);
    const on = await setRequired(sso.accessToken, true);
    expect([on.status, (on.body as unknown as TeamSso).requireSso]).toEqual([200, true]);
    await expectAlive(sso);
    await expectEnded(password);
    expect(await sessionCount(team.owner.id)).toBe(1);
    expect((await setRequired(sso.accessToken, false)).status).toBe(200);
  });

  it('refuses it from another team’s SSO session too; an owner outside the domains may require it; admins and members get 403', async () => {
    const team = await ownTeam('foreign');
    const foreign = await rawSession(team.owner, { ssoTeamId: other.teamId });
    const renewed = await refresh(foreign);
    const refused = await setRequired(String(renewed.body.access_token), true);
    expect([refused.status, refused.body.code]).toEqual([409, 'sso_test_first']);
    expect((await settings(team.owner.accessToken)).requireSso).toBe(false);

    for (const role of ['admin', 'member'] as const) {
      const insider = await passwordUser(team.domain);
      await db().insert(teamMembers).values({ teamId: team.teamId, userId: insider.id, role });
      const res = await setRequired(insider.accessToken, true);
      expect([res.status, res.body.code]).toEqual([403, 'team_forbidden']);
    }

    // The owner's address is at example.com, not at the claimed domain: require-SSO does not cover them.
    const outside = await ssoTeam(served.app, kit.dns, { issuer: served.op.issuer, clientId: 'team-client', secret, domain: `outside-${randomUUID().slice(0, 8)}.test` });
    const on = await setRequired(outside.owner.accessToken, true);
    expect([on.status, (on.body as unknown as TeamSso).requireSso]).toEqual([200, true]);
    await expectAlive(outside.owner);
    await setRequired(outside.owner.accessToken, false);
  });

  it('refuses proving the owner’s own domain while SSO is required unless they are in through this team’s SSO', async () => {
    // The owner is at example.com's sibling: a domain the team has not proved yet.
    const ownDomain = `later-own-${randomUUID().slice(0, 8)}.test`;
    const proved = `proved-${randomUUID().slice(0, 8)}.test`;
    const team = await ssoTeam(served.app, kit.dns, { issuer: served.op.issuer, clientId: 'team-client', secret, domain: proved, ownerEmail: `boss@${ownDomain}` });
    expect((await setRequired(team.owner.accessToken, true)).status).toBe(200);
    const claim = ((await request('POST', '/api/teams/sso/domains', team.owner.accessToken, { domain: ownDomain })).body as unknown as TeamSso).domains.find((d) => d.domain === ownDomain)!;
    kit.dns.setTxt(claim.recordName, [claim.recordValue]);
    const refused = await request('POST', `/api/teams/sso/domains/${claim.id}/verify`, team.owner.accessToken);
    expect([refused.status, refused.body.code]).toEqual([409, 'sso_test_first']);
    expect((await settings(team.owner.accessToken)).domains.find((d) => d.id === claim.id)!.verifiedAt).toBeNull();
    const alive = await expectAlive(team.owner);

    // With require-SSO off the domain can be proved; then SSO once, then require it again.
    expect((await setRequired(alive.accessToken, false)).status).toBe(200);
    expect((await request('POST', `/api/teams/sso/domains/${claim.id}/verify`, alive.accessToken)).status).toBe(200);
    await expectAlive(alive);
    expect((await setRequired(alive.accessToken, true)).body.code).toBe('sso_test_first');
    const sso = await ssoSession(team.owner.email, ownDomain);
    expect((await setRequired(sso.accessToken, true)).status).toBe(200);
    await expectAlive(sso);
    await setRequired(sso.accessToken, false);
  });
});
