import { type DnsDouble, startDnsServer } from '@selecta/test-doubles/dns-server';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { TeamSso } from '@selecta/shared/team-sso';
import { call, createOwner } from './teams-test-kit.ts';
import type { TestApp } from './test-app.ts';
import { browse, browserClient, newJar, serveWithProviders } from './oauth-test-kit.ts';

/**
 * The app with the test's OpenID Provider (oauth-test-kit), allowed its loopback issuer, looking domains up at a DNS
 * server of the test's own: `dns` is there once the file's first `beforeAll` has run.
 */
export function serveWithSso(vars: Record<string, string> = {}) {
  const env: Record<string, string> = { SSO_ALLOW_PRIVATE_ISSUERS: 'true', ...vars };
  const sso = { dns: undefined as unknown as DnsDouble, served: undefined as unknown as ReturnType<typeof serveWithProviders> };
  beforeAll(async () => {
    sso.dns = await startDnsServer();
    env.DNS_RESOLVER = sso.dns.address;
  });
  afterAll(() => sso.dns.close());
  sso.served = serveWithProviders(env);
  return sso;
}

const headers = { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' };

/** A Pro team whose owner (at `ownerEmail`, else at example.com) connected `issuer` and proved `domain` through the test's DNS server. */
export async function ssoTeam(t: TestApp, dns: DnsDouble, opts: { issuer: string; clientId: string; secret: string; domain: string; require?: boolean; ownerEmail?: string }) {
  const { owner, teamId } = await createOwner(t, 'Acme', opts.ownerEmail);
  const saved = await call(t, owner, 'PUT', '/api/teams/sso', { issuer: opts.issuer, clientId: opts.clientId, clientSecret: opts.secret });
  if (saved.status !== 200) throw new Error(`provider not saved: ${JSON.stringify(saved.body)}`);
  const domain = (await call(t, owner, 'POST', '/api/teams/sso/domains', { domain: opts.domain })).body as TeamSso;
  const claim = domain.domains.find((d) => d.domain === opts.domain)!;
  dns.setTxt(claim.recordName, [claim.recordValue]);
  const verified = await call(t, owner, 'POST', `/api/teams/sso/domains/${claim.id}/verify`);
  if (verified.status !== 200) throw new Error(`domain not verified: ${JSON.stringify(verified.body)}`);
  if (opts.require) await call(t, owner, 'PUT', '/api/teams/sso/require', { required: true });
  return { owner, teamId, providerId: (saved.body as TeamSso).provider!.id };
}

/** `POST /auth/v1/sso` as a client without supabase-js would send it. */
export async function postSso(t: TestApp, body: unknown) {
  const res = await t.app.request('/auth/v1/sso', { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, location: res.headers.get('location'), body: (text.startsWith('{') ? JSON.parse(text) : {}) as { code?: string; message?: string; url?: string } };
}

type Served = ReturnType<typeof serveWithProviders>;

/** Signs `email` in through the team's IdP (at `domain`) with supabase-js's `signInWithSSO`: an SSO session's tokens. */
export async function signInThroughIdp(served: Served, email: string, domain: string) {
  served.op.signInAs({ sub: randomUUID(), email, email_verified: true });
  const jar = newJar();
  const client = browserClient(served.app, 'pkce', jar);
  const { data } = await client.auth.signInWithSSO({ domain });
  const landed = await browse(served.app, data!.url, jar);
  const { data: session, error } = await client.auth.exchangeCodeForSession(landed.searchParams.get('code')!);
  if (error || !session.session) throw new Error(`SSO sign-in failed: ${error?.message}`);
  return { id: session.user!.id, accessToken: session.session.access_token, refreshToken: session.session.refresh_token };
}
