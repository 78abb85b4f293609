import { randomUUID } from 'node:crypto';
import { type ScriptedOpenId, startScriptedOpenId } from '@selecta/test-doubles/scripted-openid-provider';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/auth.ts';
import { subscriptions } from '../../db/schema/billing.ts';
import { createTestUser } from '../../testing/test-user.ts';
import { browse, browserClient, newJar, secret } from '../../testing/oauth-test-kit.ts';
import { postSso, serveWithSso, ssoTeam } from '../../testing/sso-test-kit.ts';

// The attacks of issue 20 part 3, each refused with a clear error and nothing changed.
let idp: ScriptedOpenId;
beforeAll(async () => {
  idp = await startScriptedOpenId('scripted-client');
});
afterAll(() => idp.close());
const kit = serveWithSso();
const served = kit.served;
let strict: Awaited<ReturnType<typeof ssoTeam>>;
beforeAll(async () => {
  const redirectUri = `${served.app.url}/auth/v1/callback`;
  served.op.register(['google', 'azure', 'oidc', 'team'].map((name) => ({ clientId: `${name}-client`, secret, redirectUri })));
  strict = await ssoTeam(served.app, kit.dns, { issuer: served.op.issuer, clientId: 'team-client', secret, domain: 'strict.test', require: true });
  await ssoTeam(served.app, kit.dns, { issuer: idp.issuer, clientId: 'scripted-client', secret, domain: 'scripted.test' });
});

const db = () => served.app.database.db;
const sessionsOf = async (userId: string) => (await db().select().from(sessions).where(eq(sessions.userId, userId))).length;

describe('require SSO', () => {
  it('refuses password sign-in, sign-up, email codes and recovery for the domain, with user_sso_managed', async () => {
    const before = await createTestUser(served.app, { email: `kim-${randomUUID()}@other.test` });
    const member = { ...before, email: `kim-${randomUUID()}@strict.test` };
    await db().update(users).set({ email: member.email }).where(eq(users.id, member.id));
    const sessionsBefore = await sessionsOf(member.id);
    const client = served.app.client({ 'x-supabase-api-version': '2024-01-01' });
    const attempts = [
      await client.auth.signInWithPassword({ email: member.email, password: member.password }),
      await client.auth.signInWithPassword({ email: member.email.toUpperCase(), password: member.password }),
      await client.auth.signUp({ email: `new-${randomUUID()}@strict.test`, password: 'a long enough password' }),
      await client.auth.signInWithOtp({ email: member.email }),
      await client.auth.resetPasswordForEmail(member.email),
    ];
    for (const { error } of attempts) {
      expect([error?.status, error?.code]).toEqual([422, 'user_sso_managed']);
      expect(error?.message).toContain('single sign-on');
    }
    expect(await sessionsOf(member.id)).toBe(sessionsBefore);
    expect((await db().select().from(users).where(eq(users.email, member.email))).length).toBe(1);
    expect(await served.outbox.count(member.email)).toBe(0);
  });

  it('refuses another provider for the domain, but the team’s IdP signs the member in', async () => {
    const email = `lee-${randomUUID()}@strict.test`;
    served.op.signInAs({ sub: randomUUID(), email, email_verified: true });
    const jar = newJar();
    const { data } = await browserClient(served.app, 'pkce', jar).auth.signInWithOAuth({ provider: 'google', options: { skipBrowserRedirect: true } });
    const refused = await browse(served.app, data.url!, jar);
    expect(refused.searchParams.get('error_code')).toBe('user_sso_managed');
    expect(await db().select().from(users).where(eq(users.email, email))).toEqual([]);
    const ssoJar = newJar();
    const sso = browserClient(served.app, 'pkce', ssoJar);
    const started = await sso.auth.signInWithSSO({ domain: 'strict.test' });
    const landed = await browse(served.app, started.data!.url, ssoJar);
    const { data: session, error } = await sso.auth.exchangeCodeForSession(landed.searchParams.get('code')!);
    expect(error).toBeNull();
    expect(session.user?.email).toBe(email);
  });
});

describe('the team IdP’s answers', () => {
  it.each(['wrong-iss', 'wrong-aud', 'wrong-nonce', 'no-nonce', 'expired', 'bad-signature'] as const)('refuses an id_token with %s', async (fault) => {
    const email = `forged-${randomUUID()}@scripted.test`;
    idp.next({ sub: randomUUID(), email, fault });
    const jar = newJar();
    const { data } = await browserClient(served.app, 'pkce', jar).auth.signInWithSSO({ domain: 'scripted.test' });
    const landed = await browse(served.app, data!.url, jar);
    expect(landed.searchParams.get('error_code')).toBe('bad_oauth_callback');
    expect(await db().select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('signs in a correct id_token from the same IdP (the control)', async () => {
    const email = `genuine-${randomUUID()}@scripted.test`;
    idp.next({ sub: randomUUID(), email, emailVerified: false });
    const jar = newJar();
    const client = browserClient(served.app, 'pkce', jar);
    const { data } = await client.auth.signInWithSSO({ domain: 'scripted.test' });
    const landed = await browse(served.app, data!.url, jar);
    expect((await client.auth.exchangeCodeForSession(landed.searchParams.get('code')!)).data.user?.email).toBe(email);
  });
});

describe('a team without Pro', () => {
  it('has its SSO disabled: 404 sso_provider_disabled, and nobody signs in through it', async () => {
    await db().update(subscriptions).set({ status: 'canceled' }).where(eq(subscriptions.userId, strict.owner.id));
    try {
      const res = await postSso(served.app, { domain: 'strict.test', skip_http_redirect: true });
      expect([res.status, res.body.code]).toEqual([404, 'sso_provider_disabled']);
    } finally {
      await db().update(subscriptions).set({ status: 'active' }).where(eq(subscriptions.userId, strict.owner.id));
    }
  });
});
