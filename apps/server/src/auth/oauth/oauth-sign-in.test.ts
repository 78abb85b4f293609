import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth.ts';
import { browse, browserClient, newJar, serveWithProviders } from '../../testing/oauth-test-kit.ts';

// supabase-js `signInWithOAuth` in both flows against a real OpenID Provider (Google, Microsoft, generic) and GitHub's
// double, as GoTrue answers it.
const served = serveWithProviders();
const fresh = (name: string) => ({ sub: randomUUID(), email: `${name}-${randomUUID()}@example.com`, email_verified: true, name: 'Ada Lovelace' });

/** Signs in with the provider through the PKCE flow; answers the client and where the browser landed. */
async function pkceSignIn(provider: 'google' | 'azure' | 'github' | 'oidc', redirectTo = `${served.app.url}/en/auth`) {
  const jar = newJar();
  const client = browserClient(served.app, 'pkce', jar);
  const { data, error } = await client.auth.signInWithOAuth({ provider: provider as 'google', options: { redirectTo, skipBrowserRedirect: true } });
  expect(error).toBeNull();
  expect(new URL(data.url!).searchParams.get('code_challenge')).toBeTruthy();
  const landed = await browse(served.app, data.url!, jar);
  return { client, landed, jar };
}

describe('signInWithOAuth', () => {
  it('lists exactly the configured providers in /settings', async () => {
    const settings = (await (await fetch(`${served.app.url}/auth/v1/settings`)).json()) as { external: Record<string, boolean> };
    expect(settings.external).toMatchObject({ email: true, google: true, azure: true, github: true, oidc: true, phone: false });
  });

  it('Google, PKCE: a new account from the verified address, identities and app_metadata as GoTrue fills them; the code works once', async () => {
    const account = fresh('google');
    served.op.signInAs(account);
    const { client, landed } = await pkceSignIn('google');
    expect(landed.origin + landed.pathname).toBe(`${served.app.url}/en/auth`);
    const code = landed.searchParams.get('code')!;
    const { data, error } = await client.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    const user = data.user!;
    expect(user.email).toBe(account.email);
    expect(user.email_confirmed_at).toBeTruthy();
    expect(user.app_metadata).toEqual({ provider: 'google', providers: ['google'] });
    expect(user.identities).toHaveLength(1);
    expect(user.identities![0]).toMatchObject({ provider: 'google', id: account.sub, identity_data: { email: account.email, email_verified: true, name: 'Ada Lovelace', sub: account.sub } });
    expect(user.user_metadata).toMatchObject({ full_name: 'Ada Lovelace' });
    const claims = (await client.auth.getClaims()).data?.claims;
    expect(claims?.amr).toEqual([expect.objectContaining({ method: 'oauth' })]);
    // The same code again, from the same client or another: refused, and nothing more is signed in.
    const again = await fetch(`${served.app.url}/auth/v1/token?grant_type=pkce`, { method: 'POST', headers: { 'x-supabase-api-version': '2024-01-01' }, body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(43) }) });
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ code: 'flow_state_not_found' });

    // The next sign-in finds the same account through the identity.
    const second = await pkceSignIn('google');
    const session = await second.client.auth.exchangeCodeForSession(second.landed.searchParams.get('code')!);
    expect(session.data.user?.id).toBe(user.id);
  });

  it('Microsoft, implicit: the session in the fragment', async () => {
    const account = fresh('azure');
    served.op.signInAs(account);
    const jar = newJar();
    const client = browserClient(served.app, 'implicit', jar);
    const { data } = await client.auth.signInWithOAuth({ provider: 'azure', options: { redirectTo: `${served.app.url}/es/auth`, skipBrowserRedirect: true } });
    expect(new URL(data.url!).searchParams.get('code_challenge')).toBeNull();
    const landed = await browse(served.app, data.url!, jar);
    expect(landed.pathname).toBe('/es/auth');
    const fragment = new URLSearchParams(landed.hash.slice(1));
    expect(fragment.get('token_type')).toBe('bearer');
    const { data: me } = await client.auth.getUser(fragment.get('access_token')!);
    expect(me.user).toMatchObject({ email: account.email, app_metadata: { provider: 'azure' } });
  });

  it("GitHub: GitHub's primary verified address and login", async () => {
    const id = Math.floor(Math.random() * 1e9);
    const email = `octo-${randomUUID()}@example.com`;
    served.github.signInAs({ id, login: `octo${id}`, name: 'Octo Cat', emails: [{ email: `old-${email}`, primary: false, verified: true }, { email, primary: true, verified: true }] });
    const { client, landed } = await pkceSignIn('github');
    const { data, error } = await client.auth.exchangeCodeForSession(landed.searchParams.get('code')!);
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, app_metadata: { provider: 'github', providers: ['github'] } });
    expect(data.user!.identities![0]).toMatchObject({ provider: 'github', id: String(id), identity_data: { user_name: `octo${id}`, email_verified: true } });
  });

  it('links a verified provider address to the existing password account, which keeps its password', async () => {
    const email = `both-${randomUUID()}@example.com`;
    const signUp = await served.app.client().auth.signUp({ email, password: 'my own password' });
    served.op.signInAs({ sub: randomUUID(), email, email_verified: true });
    const { client, landed } = await pkceSignIn('oidc');
    const { data } = await client.auth.exchangeCodeForSession(landed.searchParams.get('code')!);
    expect(data.user!.id).toBe(signUp.data.user!.id);
    expect(data.user!.app_metadata.providers).toEqual(['email', 'oidc']);
    expect(data.user!.identities!.map((i) => i.provider)).toEqual(['email', 'oidc']);
    expect((await served.app.client().auth.signInWithPassword({ email, password: 'my own password' })).error).toBeNull();
  });

  it('refuses an unverified provider address equal to an account, and creates nothing for an unverified new one', async () => {
    const email = `victim-${randomUUID()}@example.com`;
    const victim = await served.app.client().auth.signUp({ email, password: 'the victim password' });
    served.op.signInAs({ sub: randomUUID(), email, email_verified: false });
    const { landed } = await pkceSignIn('oidc');
    expect(landed.searchParams.get('error_code')).toBe('provider_email_needs_verification');
    expect(landed.searchParams.get('code')).toBeNull();
    const [row] = await served.app.database.db.select().from(users).where(eq(users.email, email));
    expect(row!.providers).toEqual(['email']);
    const after = await served.app.client().auth.signInWithPassword({ email, password: 'the victim password' });
    expect(after.data.user?.identities?.map((i) => i.provider)).toEqual(['email']);
    expect(after.data.user?.id).toBe(victim.data.user!.id);

    const stranger = `unverified-${randomUUID()}@example.com`;
    served.op.signInAs({ sub: randomUUID(), email: stranger, email_verified: false });
    const second = await pkceSignIn('google');
    expect(second.landed.searchParams.get('error_code')).toBe('provider_email_needs_verification');
    expect(await served.app.database.db.select().from(users).where(eq(users.email, stranger))).toEqual([]);
  });

  it('sends an open redirect target to the site URL instead', async () => {
    served.op.signInAs(fresh('redirect'));
    for (const target of ['https://evil.example/steal', `${served.app.url}.evil.example/`, `https://user@evil.example/`]) {
      const { landed } = await pkceSignIn('google', target);
      expect(landed.origin).toBe(served.app.url);
      expect(landed.pathname).toBe('/');
      expect(landed.searchParams.get('code')).toBeTruthy();
    }
  });

  it('answers an unknown provider with 400 validation_failed, and a bad challenge too', async () => {
    for (const query of ['provider=facebook', '', 'provider=google&code_challenge=short&code_challenge_method=s256', 'provider=google&code_challenge=' + 'a'.repeat(43) + '&code_challenge_method=md5']) {
      const res = await fetch(`${served.app.url}/auth/v1/authorize?${query}`, { redirect: 'manual', headers: { 'x-supabase-api-version': '2024-01-01' } });
      expect(res.status, query).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'validation_failed' });
    }
  });
});
