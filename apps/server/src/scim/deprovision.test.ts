import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthError } from '../auth/auth-error.ts';
import { newOpaqueToken, tokenHash } from '../auth/tokens.ts';
import { browse, browserClient, newJar, secret } from '../testing/oauth-test-kit.ts';
import { startSession } from '../auth/sessions.ts';
import { serveWithSso, signInThroughIdp, ssoTeam } from '../testing/sso-test-kit.ts';
import { securityEvents } from '../db/schema/audit.ts';
import { refreshTokens, sessions, users } from '../db/schema/auth.ts';
import { teamMembers } from '../db/schema/teams.ts';
import { call } from '../testing/teams-test-kit.ts';
import { createTestUser } from '../testing/test-user.ts';
import { newToken, oktaUser, patch, scim } from '../testing/scim-test-kit.ts';

// What the directory's calls do to people (decision 047): a provisioned person is in the team before their first SSO
// sign-in; deactivation ends every session and refresh token at once and refuses every way back in while it lasts;
// reactivation lets them in again; delete takes them out of the team and leaves their account theirs.
const kit = serveWithSso();
const served = kit.served;
const db = () => served.app.database.db;
const domain = 'deprovision.test';
let acme: Awaited<ReturnType<typeof ssoTeam>>;
let token = '';

interface Tokens {
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
  return { status: res.status, body: (text.startsWith('{') ? JSON.parse(text) : {}) as Record<string, unknown> & { code?: string } };
}
const refresh = (t: Tokens) => request('POST', '/auth/v1/token?grant_type=refresh_token', undefined, { refresh_token: t.refreshToken });
const passwordSignIn = (email: string, password: string) => request('POST', '/auth/v1/token?grant_type=password', undefined, { email, password });
const directory = (method: string, path: string, body?: unknown) => scim(served.app, token, method, path, body);
const roleOf = async (userId: string) => (await db().select({ teamId: teamMembers.teamId, role: teamMembers.role }).from(teamMembers).where(eq(teamMembers.userId, userId)))[0];

async function expectAlive(t: Tokens): Promise<Tokens> {
  expect((await request('GET', '/api/usage', t.accessToken)).status).toBe(200);
  const renewed = await refresh(t);
  expect(renewed.status).toBe(200);
  return { accessToken: String(renewed.body.access_token), refreshToken: String(renewed.body.refresh_token) };
}

async function expectEnded(t: Tokens) {
  const api = await request('GET', '/api/usage', t.accessToken);
  expect([api.status, api.body.message]).toEqual([401, 'Your session has ended. Sign in again.']);
  expect((await request('GET', '/auth/v1/user', t.accessToken)).body.code).toBe('session_not_found');
  const renewed = await refresh(t);
  expect([renewed.status, renewed.body.code]).toEqual([400, 'refresh_token_not_found']);
}

/** The team's IdP signs `email` in; where the browser lands (an error in the query when refused). */
async function ssoLanding(email: string) {
  served.op.signInAs({ sub: randomUUID(), email, email_verified: true });
  const jar = newJar();
  const { data } = await browserClient(served.app, 'pkce', jar).auth.signInWithSSO({ domain });
  return browse(served.app, data!.url, jar);
}

beforeAll(async () => {
  served.op.register([{ clientId: 'team-client', secret, redirectUri: `${served.app.url}/auth/v1/callback` }]);
  acme = await ssoTeam(served.app, kit.dns, { issuer: served.op.issuer, clientId: 'team-client', secret, domain });
  token = await newToken(served.app, acme.owner, 'Okta');
});

describe('a provisioned person', () => {
  it('is in the team before signing in, and lands in it with Pro at the first SSO sign-in', async () => {
    const email = `dana-${randomUUID().slice(0, 6)}@${domain}`;
    const created = await directory('POST', '/Users', oktaUser(email, 'Dana', 'Scully'));
    expect(created.status).toBe(201);
    const members = await call(served.app, acme.owner, 'GET', '/api/teams/members');
    const listed = (members.body.members as { email: string; role: string; userId: string }[]).find((m) => m.email === email);
    expect(listed).toMatchObject({ role: 'member' });
    const session = await signInThroughIdp(served, email, domain);
    expect(session.id).toBe(listed!.userId);
    expect((await request('GET', '/api/auth/user/plan', session.accessToken)).body).toEqual({ plan: 'pro' });
    expect((await request('GET', '/api/teams', session.accessToken)).body.team).toMatchObject({ id: acme.teamId, role: 'member' });
  });
});

describe('deactivation', () => {
  it('ends every session and refresh token at once, and refuses every way back in until reactivated', async () => {
    const person = await createTestUser(served.app, { email: `erin-${randomUUID().slice(0, 6)}@${domain}` });
    const laptop = await passwordSignIn(person.email, person.password);
    const viaSso = await signInThroughIdp(served, person.email, domain);
    const id = String((await directory('POST', '/Users', oktaUser(person.email))).body.id);
    const live = [await expectAlive(person), await expectAlive({ accessToken: String(laptop.body.access_token), refreshToken: String(laptop.body.refresh_token) }), await expectAlive(viaSso)];

    const off = await directory('PATCH', `/Users/${id}`, patch({ op: 'Replace', path: 'active', value: 'False' }));
    expect(off.body.active).toBe(false);
    for (const t of live) await expectEnded(t);
    expect(await db().select().from(sessions).where(eq(sessions.userId, person.id))).toHaveLength(0);
    expect(await roleOf(person.id)).toBeUndefined();

    // Every way in: a password, the team's IdP (refused before the account is linked or joins), a mailed code or link.
    const signIns = async () => (await db().select().from(securityEvents).where(and(eq(securityEvents.userId, person.id), eq(securityEvents.kind, 'sign_in')))).length;
    const before = await signIns();
    const password = await passwordSignIn(person.email, person.password);
    expect([password.status, password.body.code]).toEqual([400, 'user_banned']);
    // A refused sign-in is no sign-in in the person's security activity.
    expect(await signIns()).toBe(before);
    const landed = await ssoLanding(person.email);
    expect(landed.searchParams.get('error_code')).toBe('user_banned');
    const [row] = await db().select().from(users).where(eq(users.id, person.id));
    for (const method of ['otp', 'recovery', 'oauth', { ssoTeamId: acme.teamId }] as const) {
      await expect(startSession(db(), row!, method, { method: 'password', ip: null, userAgent: null })).rejects.toMatchObject({ code: 'user_banned' } satisfies Partial<AuthError>);
    }
    expect(await roleOf(person.id)).toBeUndefined();

    await directory('PATCH', `/Users/${id}`, patch({ op: 'replace', value: { active: true } }));
    expect(await roleOf(person.id)).toMatchObject({ teamId: acme.teamId, role: 'member' });
    const back = await passwordSignIn(person.email, person.password);
    expect(back.status).toBe(200);
    expect((await ssoLanding(person.email)).searchParams.get('code')).toBeTruthy();
  });

  it('gives no seat back to a deactivated person whose IdP now sends another address for the same account', async () => {
    const sub = randomUUID();
    const first = `hal-${randomUUID().slice(0, 6)}@${domain}`;
    const viaIdp = async (email: string) => {
      served.op.signInAs({ sub, email, email_verified: true });
      const jar = newJar();
      const client = browserClient(served.app, 'pkce', jar);
      const { data } = await client.auth.signInWithSSO({ domain });
      const landed = await browse(served.app, data!.url, jar);
      return client.auth.exchangeCodeForSession(landed.searchParams.get('code') ?? 'none');
    };
    const signedIn = await viaIdp(first);
    const userId = signedIn.data.user!.id;
    const id = String((await directory('POST', '/Users', oktaUser(first))).body.id);
    await directory('PATCH', `/Users/${id}`, patch({ op: 'replace', value: { active: false } }));
    const again = await viaIdp(`hal.renamed-${randomUUID().slice(0, 6)}@${domain}`);
    expect(again.error?.code).toBe('user_banned');
    expect(await roleOf(userId)).toBeUndefined();
  });

  it('also refuses, at its next refresh, a session that raced it', async () => {
    const person = await createTestUser(served.app, { email: `fay-${randomUUID().slice(0, 6)}@${domain}` });
    const id = String((await directory('POST', '/Users', oktaUser(person.email))).body.id);
    await directory('PATCH', `/Users/${id}`, patch({ op: 'replace', value: { active: false } }));
    // As a sign-in whose statement began before the deactivation committed would leave it.
    const refreshToken = newOpaqueToken();
    const [raced] = await db().insert(sessions).values({ userId: person.id }).returning();
    await db().insert(refreshTokens).values({ sessionId: raced!.id, tokenHash: tokenHash(refreshToken) });
    const renewed = await refresh({ accessToken: '', refreshToken });
    expect([renewed.status, renewed.body.code]).toEqual([400, 'user_banned']);
    expect(await db().select().from(sessions).where(eq(sessions.id, raced!.id))).toHaveLength(0);
  });
});

describe('delete', () => {
  it("takes the person out of the team and leaves their account (and its sessions) theirs", async () => {
    const person = await createTestUser(served.app, { email: `gus-${randomUUID().slice(0, 6)}@${domain}` });
    const id = String((await directory('POST', '/Users', oktaUser(person.email))).body.id);
    expect(await roleOf(person.id)).toMatchObject({ role: 'member' });
    expect((await directory('DELETE', `/Users/${id}`)).status).toBe(204);
    expect(await roleOf(person.id)).toBeUndefined();
    expect((await request('GET', '/api/auth/user/plan', person.accessToken)).body).toEqual({ plan: 'free' });
    expect((await passwordSignIn(person.email, person.password)).status).toBe(200);
  });
});
