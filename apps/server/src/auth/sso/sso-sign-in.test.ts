import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { identities, users } from '../../db/schema/auth.ts';
import { teamMembers } from '../../db/schema/teams.ts';
import { createTestUser } from '../../testing/test-user.ts';
import { browse, browserClient, newJar, secret } from '../../testing/oauth-test-kit.ts';
import { postSso, serveWithSso, ssoTeam } from '../../testing/sso-test-kit.ts';

// Signing in through a team's IdP (decision 040): supabase-js `signInWithSSO({ domain })` against a real OpenID
// Provider, domains proved at the test's own DNS server.
const kit = serveWithSso();
const served = kit.served;
let team: Awaited<ReturnType<typeof ssoTeam>>;
beforeAll(async () => {
  const redirectUri = `${served.app.url}/auth/v1/callback`;
  served.op.register(['google', 'azure', 'oidc', 'team'].map((name) => ({ clientId: `${name}-client`, secret, redirectUri })));
  team = await ssoTeam(served.app, kit.dns, { issuer: served.op.issuer, clientId: 'team-client', secret, domain: 'acme.test' });
});

const accountsWith = async (email: string) => served.app.database.db.select().from(users).where(eq(users.email, email));
const membershipOf = async (userId: string) => (await served.app.database.db.select().from(teamMembers).where(eq(teamMembers.userId, userId)))[0];

/** supabase-js's `signInWithSSO` in a browser-like client, the IdP signing in `email`; where the browser lands. */
async function signInWithSso(email: string, domain = 'acme.test') {
  served.op.signInAs({ sub: randomUUID(), email, email_verified: false });
  const jar = newJar();
  const client = browserClient(served.app, 'pkce', jar);
  const { data, error } = await client.auth.signInWithSSO({ domain, options: { redirectTo: `${served.app.url}/en/auth` } });
  expect(error).toBeNull();
  return { client, jar, landed: await browse(served.app, data!.url, jar) };
}

describe('POST /sso', () => {
  it('signs a colleague in, creates their account and makes them a member with Pro (just in time)', async () => {
    const email = `ana-${randomUUID()}@acme.test`;
    const { client, landed } = await signInWithSso(email);
    expect(landed.pathname).toBe('/en/auth');
    const { data, error } = await client.auth.exchangeCodeForSession(landed.searchParams.get('code')!);
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.app_metadata.providers).toEqual([`sso:${team.teamId}`]);
    expect(await membershipOf(data.user!.id)).toMatchObject({ teamId: team.teamId, role: 'member' });
    const plan = await fetch(`${served.app.url}/api/auth/user/plan`, { headers: { authorization: `Bearer ${data.session!.access_token}` } });
    expect(await plan.json()).toEqual({ plan: 'pro' });
  });

  it('links an existing account of the domain (the proved domain vouches for the address) and it joins the team', async () => {
    const existing = await createTestUser(served.app, { email: `bo-${randomUUID()}@acme.test` });
    const { client, landed } = await signInWithSso(existing.email);
    const { data } = await client.auth.exchangeCodeForSession(landed.searchParams.get('code')!);
    expect(data.user?.id).toBe(existing.id);
    expect(data.user?.app_metadata.providers).toEqual(['email', `sso:${team.teamId}`]);
    expect(await membershipOf(existing.id)).toMatchObject({ teamId: team.teamId, role: 'member' });
  });

  it('refuses a user of another domain through the team’s IdP, and creates or links nothing', async () => {
    const outsider = await createTestUser(served.app, { email: `eve-${randomUUID()}@elsewhere.test` });
    const stranger = `mallory-${randomUUID()}@elsewhere.test`;
    for (const email of [outsider.email, stranger]) {
      const { landed } = await signInWithSso(email);
      expect(landed.searchParams.get('error_code')).toBe('sso_domain_not_allowed');
      expect(landed.searchParams.get('error_description')).toContain('elsewhere.test');
      expect(landed.searchParams.get('code')).toBeNull();
    }
    expect(await accountsWith(stranger)).toEqual([]);
    expect(await served.app.database.db.select().from(identities).where(eq(identities.userId, outsider.id))).toEqual([]);
    expect(await membershipOf(outsider.id)).toBeUndefined();
  });

  it('answers GoTrue’s errors for unknown domains and bad bodies, and 303 without skip_http_redirect', async () => {
    expect(await postSso(served.app, { domain: 'nobody.test' })).toMatchObject({ status: 404, body: { code: 'sso_provider_not_found' } });
    expect(await postSso(served.app, { provider_id: randomUUID() })).toMatchObject({ status: 404, body: { code: 'sso_provider_not_found' } });
    for (const body of [{}, { domain: 'acme.test', provider_id: team.providerId }, { domain: 'a\u0000.test' }, { domain: 'x'.repeat(5000) }, { domain: 42 }, { domain: 'not a domain' }]) {
      const res = await postSso(served.app, body);
      expect([res.status, res.body.code]).toEqual([400, 'validation_failed']);
    }
    expect((await postSso(served.app, '{"domain":')).status).toBe(400);
    const redirect = await postSso(served.app, { domain: 'ACME.test' });
    expect(redirect.status).toBe(303);
    expect(redirect.location).toContain(`${served.op.issuer}/auth?`);
    const byId = await postSso(served.app, { provider_id: team.providerId, skip_http_redirect: true });
    expect([byId.status, byId.body.url?.startsWith(served.op.issuer)]).toEqual([200, true]);
  });

  it('refuses a replayed state and a state carried to another browser', async () => {
    const email = `state-${randomUUID()}@acme.test`;
    served.op.signInAs({ sub: randomUUID(), email });
    const jar = newJar();
    const { data } = await browserClient(served.app, 'pkce', jar).auth.signInWithSSO({ domain: 'acme.test' });
    const callback = await browse(served.app, data!.url, jar, { stopAtCallback: true });
    expect((await browse(served.app, callback.toString(), newJar())).searchParams.get('error_code')).toBe('bad_oauth_state');
    expect(await accountsWith(email)).toEqual([]);
    expect((await browse(served.app, callback.toString(), jar)).searchParams.get('code')).toBeTruthy();
    expect((await browse(served.app, callback.toString(), jar)).searchParams.get('error_code')).toBe('bad_oauth_state');
  });
});
