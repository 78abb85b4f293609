import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { browse, browserClient, newJar, serveWithProviders } from '../../testing/oauth-test-kit.ts';

// supabase-js `linkIdentity`, `getUserIdentities`, `unlinkIdentity`, and a first password for a provider account.
const served = serveWithProviders();

const providersOf = async (client: SupabaseClient) => (await client.auth.getUserIdentities()).data?.identities.map((i) => i.provider);

async function passwordAccount() {
  const email = `link-${randomUUID()}@example.com`;
  const jar = newJar();
  const client = browserClient(served.app, 'pkce', jar);
  expect((await client.auth.signUp({ email, password: 'a password of mine' })).error).toBeNull();
  return { email, client, jar };
}

/** linkIdentity as a browser does it: our URL answers the provider's, the browser goes there and comes back. */
async function link(client: SupabaseClient, jar: ReturnType<typeof newJar>, provider: 'github' | 'google') {
  const { data, error } = await client.auth.linkIdentity({ provider, options: { redirectTo: `${served.app.url}/en/settings`, skipBrowserRedirect: true } });
  expect(error).toBeNull();
  const landed = await browse(served.app, data.url!, jar);
  if (!landed.searchParams.get('code')) return landed;
  expect((await client.auth.exchangeCodeForSession(landed.searchParams.get('code')!)).error).toBeNull();
  return landed;
}

const githubAccount = (email: string) => {
  const id = Math.floor(Math.random() * 1e9);
  return { id, login: `u${id}`, emails: [{ email, primary: true, verified: true }] };
};

describe('linked sign-in methods', () => {
  it('links GitHub to a password account (whatever its address), lists both, unlinks it, and never the last', async () => {
    const { client, jar } = await passwordAccount();
    served.github.signInAs(githubAccount(`elsewhere-${randomUUID()}@example.com`));
    await link(client, jar, 'github');
    expect(await providersOf(client)).toEqual(['email', 'github']);
    expect((await client.auth.getUser()).data.user?.app_metadata.providers).toEqual(['email', 'github']);
    // The right to know: the export lists what GitHub told us.
    const token = (await client.auth.getSession()).data.session!.access_token;
    const exported = (await (await fetch(`${served.app.url}/api/account/export`, { headers: { authorization: `Bearer ${token}` } })).json()) as { identities: { provider: string }[] };
    expect(exported.identities.map((i) => i.provider)).toEqual(['github']);

    const { identities } = (await client.auth.getUserIdentities()).data!;
    const github = identities.find((i) => i.provider === 'github')!;
    expect((await client.auth.unlinkIdentity(github)).error).toBeNull();
    expect(await providersOf(client)).toEqual(['email']);
    const last = await client.auth.unlinkIdentity(identities.find((i) => i.provider === 'email')!);
    expect(last.error).toMatchObject({ status: 422, code: 'single_identity_not_deletable' });
    expect(await providersOf(client)).toEqual(['email']);
  });

  it("refuses to link a provider account that is already another user's", async () => {
    const github = githubAccount(`owner-${randomUUID()}@example.com`);
    served.github.signInAs(github);
    const first = await passwordAccount();
    await link(first.client, first.jar, 'github');
    const second = await passwordAccount();
    const landed = await link(second.client, second.jar, 'github');
    expect(landed.searchParams.get('error_code')).toBe('identity_already_exists');
    expect(await providersOf(second.client)).toEqual(['email']);
  });

  it("refuses another user's or an unknown identity id (404), and without a session (401)", async () => {
    const a = await passwordAccount();
    const b = await passwordAccount();
    const bEmail = (await b.client.auth.getUserIdentities()).data!.identities[0]!;
    expect((await a.client.auth.unlinkIdentity(bEmail)).error).toMatchObject({ status: 404, code: 'identity_not_found' });
    expect((await a.client.auth.unlinkIdentity({ ...bEmail, identity_id: 'not-a-uuid' })).error).toMatchObject({ status: 404 });
    const res = await fetch(`${served.app.url}/auth/v1/user/identities/${bEmail.identity_id}`, { method: 'DELETE' });
    expect(res.status).toBe(401);
    expect(await providersOf(b.client)).toEqual(['email']);
  });

  it('lets a Google-only account set a password, which adds the email identity, and then unlink Google', async () => {
    const email = `google-only-${randomUUID()}@example.com`;
    served.op.signInAs({ sub: randomUUID(), email, email_verified: true });
    const jar = newJar();
    const client = browserClient(served.app, 'pkce', jar);
    const { data } = await client.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: `${served.app.url}/en/auth`, skipBrowserRedirect: true } });
    const landed = await browse(served.app, data.url!, jar);
    expect((await client.auth.exchangeCodeForSession(landed.searchParams.get('code')!)).error).toBeNull();
    expect(await providersOf(client)).toEqual(['google']);
    const google = (await client.auth.getUserIdentities()).data!.identities[0]!;
    expect((await client.auth.unlinkIdentity(google)).error).toMatchObject({ code: 'single_identity_not_deletable' });
    // No password to sign in with yet.
    expect((await served.app.client().auth.signInWithPassword({ email, password: 'x'.repeat(12) })).error).toMatchObject({ code: 'invalid_credentials' });

    expect((await client.auth.updateUser({ password: 'now I have one' })).error).toBeNull();
    expect(await providersOf(client)).toEqual(['google', 'email']);
    expect((await client.auth.unlinkIdentity(google)).error).toBeNull();
    expect(await providersOf(client)).toEqual(['email']);
    const signIn = await served.app.client().auth.signInWithPassword({ email, password: 'now I have one' });
    expect(signIn.data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
  });
});
