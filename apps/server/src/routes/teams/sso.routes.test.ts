import { type DnsDouble, startDnsServer } from '@selecta/test-doubles/dns-server';
import { type OpenIdDouble, startOpenIdProvider } from '@selecta/test-doubles/openid-provider';
import type { TeamSso } from '@selecta/shared/team-sso';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema/billing.ts';
import { teamMembers, teamSsoDomains, teamSsoProviders } from '../../db/schema/teams.ts';
import { call, createOwner, createTeamsTestApp, publicUrl } from '../../testing/teams-test-kit.ts';
import { createTestUser } from '../../testing/test-user.ts';
import { postSso } from '../../testing/sso-test-kit.ts';

// The team's SSO settings (decision 040): owner-only and Pro-only, the secret write-only and encrypted, domains
// proved by a TXT record the server looks up at the test's own DNS server.
let env: Awaited<ReturnType<typeof createTeamsTestApp>>;
let op: OpenIdDouble;
let dns: DnsDouble;
const secret = 'team-idp-secret-value';
beforeAll(async () => {
  op = await startOpenIdProvider();
  op.register([{ clientId: 'team-client', secret, redirectUri: `${publicUrl}/auth/v1/callback` }]);
  dns = await startDnsServer();
  env = await createTeamsTestApp({ DNS_RESOLVER: dns.address, SSO_ALLOW_PRIVATE_ISSUERS: 'true' });
});
afterAll(async () => {
  await env.close();
  await op.close();
  await dns.close();
});

const sso = (res: { body: unknown }) => res.body as TeamSso;
const publish = (value: string, domain: string) => dns.setTxt(`_selecta.${domain}`, [value]);

describe('the team SSO provider', () => {
  it('saves an issuer after discovery; the secret is encrypted, never answered, and kept when not resent', async () => {
    const { owner, teamId } = await createOwner(env.t);
    expect(sso(await call(env.t, owner, 'GET', '/api/teams/sso'))).toEqual({ callbackUrl: `${publicUrl}/auth/v1/callback`, provider: null, requireSso: false, domains: [], recoveryCodesLeft: 0 });
    const saved = await call(env.t, owner, 'PUT', '/api/teams/sso', { issuer: op.issuer, clientId: 'team-client', clientSecret: secret });
    expect(saved.status).toBe(200);
    expect(sso(saved).provider).toMatchObject({ issuer: op.issuer, clientId: 'team-client', hasSecret: true });
    expect(JSON.stringify(saved.body)).not.toContain(secret);
    const [row] = await env.t.database.db.select().from(teamSsoProviders).where(eq(teamSsoProviders.teamId, teamId));
    expect(row!.clientSecret).toMatch(/^v1\./);
    expect(row!.clientSecret).not.toContain(secret);
    const renamed = await call(env.t, owner, 'PUT', '/api/teams/sso', { issuer: op.issuer, clientId: 'team-client-2' });
    expect(sso(renamed).provider).toMatchObject({ clientId: 'team-client-2', hasSecret: true });
    const exported = await call(env.t, owner, 'GET', '/api/account/export');
    expect(exported.status).toBe(200);
    expect(JSON.stringify(exported.body)).not.toContain(secret);
    expect(JSON.stringify(exported.body)).not.toContain(row!.clientSecret);
  });

  it.each([
    ['a malformed issuer', { issuer: 'not a url', clientId: 'c', clientSecret: 's' }, 400, 'sso_issuer_invalid'],
    ['an issuer with a query', { issuer: `https://8.8.8.8/?x=1`, clientId: 'c', clientSecret: 's' }, 400, 'sso_issuer_invalid'],
    ['a plain-http remote issuer', { issuer: 'http://93.184.216.34', clientId: 'c', clientSecret: 's' }, 400, 'sso_issuer_invalid'],
    ['an unreachable issuer', { issuer: 'http://127.0.0.1:1', clientId: 'c', clientSecret: 's' }, 422, 'sso_issuer_unreachable'],
    ['a NUL in the client id', { issuer: 'https://idp.example.com', clientId: 'a\u0000b', clientSecret: 's' }, 400, 'validation_failed'],
    ['an oversize issuer', { issuer: `https://idp.example.com/${'a'.repeat(600)}`, clientId: 'c', clientSecret: 's' }, 400, 'validation_failed'],
    ['no secret the first time', { issuer: 'https://idp.example.com', clientId: 'c' }, 400, 'validation_failed'],
    ['a wrong type', { issuer: 42, clientId: 'c', clientSecret: 's' }, 400, 'validation_failed'],
  ])('refuses %s with a 4xx and saves nothing', async (_name, body, status, code) => {
    const { owner, teamId } = await createOwner(env.t);
    const res = await call(env.t, owner, 'PUT', '/api/teams/sso', body);
    expect([res.status, res.body.code]).toEqual([status, code]);
    expect(res.body.message).toEqual(expect.any(String));
    expect(await env.t.database.db.select().from(teamSsoProviders).where(eq(teamSsoProviders.teamId, teamId))).toEqual([]);
  });

  it('is the owner’s, and a Pro team’s, only', async () => {
    const { owner, teamId } = await createOwner(env.t);
    for (const role of ['admin', 'member'] as const) {
      const user = await createTestUser(env.t);
      await env.t.database.db.insert(teamMembers).values({ teamId, userId: user.id, role });
      for (const [method, path] of [['GET', '/api/teams/sso'], ['PUT', '/api/teams/sso'], ['POST', '/api/teams/sso/domains'], ['PUT', '/api/teams/sso/require']] as const) {
        const res = await call(env.t, user, method, path, method === 'GET' ? undefined : {});
        expect([path, res.status, res.body.code]).toEqual([path, 403, 'team_forbidden']);
      }
    }
    expect((await call(env.t, await createTestUser(env.t), 'GET', '/api/teams/sso')).body.code).toBe('no_team');
    expect((await call(env.t, null, 'GET', '/api/teams/sso')).status).toBe(401);
    await env.t.database.db.update(subscriptions).set({ status: 'canceled' }).where(eq(subscriptions.userId, owner.id));
    const lapsed = await call(env.t, owner, 'POST', '/api/teams/sso/domains', { domain: 'lapsed.test' });
    expect([lapsed.status, lapsed.body.code]).toEqual([403, 'pro_required']);
    expect(await env.t.database.db.select().from(teamSsoDomains).where(eq(teamSsoDomains.teamId, teamId))).toEqual([]);
  });
});

describe('domain claims', () => {
  it.each(['not a domain', 'com', 'exa mple.com', 'a\u0000b.com', `${'x'.repeat(250)}.com`, '-bad.com', 'ex_ample.com', 'example.com.'])('refuses %j', async (domain) => {
    const { owner, teamId } = await createOwner(env.t);
    const res = await call(env.t, owner, 'POST', '/api/teams/sso/domains', { domain });
    expect([res.status, res.body.code]).toEqual([400, 'validation_failed']);
    expect(await env.t.database.db.select().from(teamSsoDomains).where(eq(teamSsoDomains.teamId, teamId))).toEqual([]);
  });

  it('proves a domain only with its TXT record, looked up at DNS_RESOLVER', async () => {
    const { owner } = await createOwner(env.t);
    const claimed = sso(await call(env.t, owner, 'POST', '/api/teams/sso/domains', { domain: ' Proved.Test ' }));
    const [domain] = claimed.domains;
    expect(domain).toMatchObject({ domain: 'proved.test', recordName: '_selecta.proved.test', verifiedAt: null });
    expect(domain!.recordValue).toMatch(/^selecta-domain-verification=[\w-]{20,}$/);
    const missing = await call(env.t, owner, 'POST', `/api/teams/sso/domains/${domain!.id}/verify`);
    expect([missing.status, missing.body.code]).toEqual([422, 'sso_domain_not_verified']);
    expect(missing.body.message).toContain('_selecta.proved.test');
    expect(dns.asked('_selecta.proved.test')).toBeGreaterThan(0);
    publish('selecta-domain-verification=someone-elses-token', 'proved.test');
    expect((await call(env.t, owner, 'POST', `/api/teams/sso/domains/${domain!.id}/verify`)).body.code).toBe('sso_domain_not_verified');
    expect(sso(await call(env.t, owner, 'GET', '/api/teams/sso')).domains[0]!.verifiedAt).toBeNull();
    publish(domain!.recordValue, 'proved.test');
    const proved = await call(env.t, owner, 'POST', `/api/teams/sso/domains/${domain!.id}/verify`);
    expect(proved.status).toBe(200);
    expect(sso(proved).domains[0]!.verifiedAt).toEqual(expect.any(String));
  });

  it('refuses a domain another team holds, even with its own record published; the first to prove wins', async () => {
    const first = await createOwner(env.t);
    const second = await createOwner(env.t);
    const theirs = sso(await call(env.t, second.owner, 'POST', '/api/teams/sso/domains', { domain: 'contested.test' })).domains[0]!;
    const ours = sso(await call(env.t, first.owner, 'POST', '/api/teams/sso/domains', { domain: 'contested.test' })).domains[0]!;
    publish(ours.recordValue, 'contested.test');
    expect((await call(env.t, first.owner, 'POST', `/api/teams/sso/domains/${ours.id}/verify`)).status).toBe(200);
    dns.setTxt('_selecta.contested.test', [theirs.recordValue]);
    const late = await call(env.t, second.owner, 'POST', `/api/teams/sso/domains/${theirs.id}/verify`);
    expect([late.status, late.body.code]).toEqual([400, 'sso_domain_already_exists']);
    const third = await createOwner(env.t);
    const claim = await call(env.t, third.owner, 'POST', '/api/teams/sso/domains', { domain: 'contested.test' });
    expect([claim.status, claim.body.code]).toEqual([400, 'sso_domain_already_exists']);
    const rows = await env.t.database.db.select().from(teamSsoDomains).where(eq(teamSsoDomains.domain, 'contested.test'));
    expect(rows.filter((r) => r.verifiedAt).map((r) => r.teamId)).toEqual([first.teamId]);
    // Another team's domain id is not found in mine.
    expect((await call(env.t, third.owner, 'DELETE', `/api/teams/sso/domains/${ours.id}`)).body.code).toBe('sso_domain_not_found');
    expect((await call(env.t, third.owner, 'POST', `/api/teams/sso/domains/not-a-uuid/verify`)).body.code).toBe('sso_domain_not_found');
  });

  it('requires SSO only once a provider and a verified domain exist; dissolving the team deletes it all', async () => {
    const { owner, teamId } = await createOwner(env.t);
    const early = await call(env.t, owner, 'PUT', '/api/teams/sso/require', { required: true });
    expect([early.status, early.body.code]).toEqual([409, 'sso_not_ready']);
    expect((await call(env.t, owner, 'PUT', '/api/teams/sso/require', { required: 'yes' })).status).toBe(400);
    await call(env.t, owner, 'PUT', '/api/teams/sso', { issuer: op.issuer, clientId: 'team-client', clientSecret: secret });
    const domain = sso(await call(env.t, owner, 'POST', '/api/teams/sso/domains', { domain: 'dissolved.test' })).domains[0]!;
    publish(domain.recordValue, 'dissolved.test');
    await call(env.t, owner, 'POST', `/api/teams/sso/domains/${domain.id}/verify`);
    expect(sso(await call(env.t, owner, 'PUT', '/api/teams/sso/require', { required: true })).requireSso).toBe(true);
    expect((await call(env.t, owner, 'DELETE', '/api/teams')).status).toBe(200);
    expect(await env.t.database.db.select().from(teamSsoProviders).where(eq(teamSsoProviders.teamId, teamId))).toEqual([]);
    expect(await env.t.database.db.select().from(teamSsoDomains).where(eq(teamSsoDomains.teamId, teamId))).toEqual([]);
  });
});

describe('an issuer on a private address (SSO_ALLOW_PRIVATE_ISSUERS)', () => {
  // The operator's default: private issuers off, even with private AI endpoints allowed (a separate switch).
  let strict: Awaited<ReturnType<typeof createTeamsTestApp>>;
  beforeAll(async () => {
    strict = await createTeamsTestApp({ DNS_RESOLVER: dns.address, AI_ALLOW_PRIVATE_ENDPOINTS: 'true' });
  });
  afterAll(() => strict.close());

  it.each(['http://127.0.0.1', 'https://127.0.0.1:8443', 'https://10.0.0.7/realms/acme', 'https://localhost'])('refuses %s with 400, naming the switch, and saves nothing', async (issuer) => {
    const { owner, teamId } = await createOwner(strict.t);
    const res = await call(strict.t, owner, 'PUT', '/api/teams/sso', { issuer, clientId: 'team-client', clientSecret: secret });
    expect([res.status, res.body.code]).toEqual([400, 'sso_issuer_invalid']);
    expect(res.body.message).toContain('public address');
    expect(res.body.message).toContain('SSO_ALLOW_PRIVATE_ISSUERS');
    expect(await strict.t.database.db.select().from(teamSsoProviders).where(eq(teamSsoProviders.teamId, teamId))).toEqual([]);
  });

  it('refuses the real (loopback) IdP the other tests connect with the switch on', async () => {
    const { owner } = await createOwner(strict.t);
    const res = await call(strict.t, owner, 'PUT', '/api/teams/sso', { issuer: op.issuer, clientId: 'team-client', clientSecret: secret });
    expect([res.status, res.body.code]).toEqual([400, 'sso_issuer_invalid']);
  });

  it('checks the issuer again at sign-in: one saved earlier that is now private starts no flow', async () => {
    // As if the issuer's name resolved publicly when it was saved and was pointed at this machine since.
    const { teamId } = await createOwner(strict.t);
    await strict.t.database.db.insert(teamSsoProviders).values({ teamId, issuer: op.issuer, clientId: 'team-client', clientSecret: null });
    await strict.t.database.db.insert(teamSsoDomains).values({ teamId, domain: 'rebound.test', token: 'x', verifiedAt: new Date() });
    const res = await postSso(strict.t, { domain: 'rebound.test', skip_http_redirect: true });
    expect([res.status, res.body.code]).toEqual([422, 'sso_provider_unreachable']);
    expect(res.body.message).toContain('may not call');
    expect(res.body.url).toBeUndefined();
  });
});
