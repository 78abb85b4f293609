import { randomUUID } from 'node:crypto';
import { type ScriptedOpenId, startScriptedOpenId } from '@selecta/test-doubles/scripted-openid-provider';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identities, users } from '../../db/schema/auth.ts';
import { type ServedApp, serveTestApp } from '../../testing/serve-for-test.ts';
import { browse, browserClient, jarFetch, newJar, secret } from '../../testing/oauth-test-kit.ts';

// The attacks of issue 20 against the OAuth flow, each refused with GoTrue's error and nothing changed. The generic
// provider here is a scripted one that signs whatever id_token the test asks for.
let idp: ScriptedOpenId;
let app: ServedApp;
beforeAll(async () => {
  idp = await startScriptedOpenId('oidc-client');
  app = await serveTestApp({ AUTH_EXTERNAL_OIDC_CLIENT_ID: 'oidc-client', AUTH_EXTERNAL_OIDC_SECRET: secret, AUTH_EXTERNAL_OIDC_ISSUER: idp.issuer });
});
afterAll(async () => {
  await app.close();
  await idp.close();
});

const accountsWith = async (email: string) => app.database.db.select().from(users).where(eq(users.email, email));
async function start(flowType: 'pkce' | 'implicit' = 'pkce') {
  const jar = newJar();
  const client = browserClient(app, flowType, jar);
  const { data } = await client.auth.signInWithOAuth({ provider: 'keycloak' as 'google', options: { skipBrowserRedirect: true } });
  // supabase-js builds the URL for any name; ours is `oidc`.
  const url = data.url!.replace('provider=keycloak', 'provider=oidc');
  return { client, jar, url };
}

describe('attacks on provider sign-in', () => {
  it.each(['wrong-iss', 'wrong-aud', 'wrong-nonce', 'no-nonce', 'expired', 'bad-signature', 'unknown-kid'] as const)('refuses an id_token with %s', async (fault) => {
    const email = `forged-${randomUUID()}@example.com`;
    idp.next({ sub: randomUUID(), email, fault });
    const { url, jar } = await start();
    const landed = await browse(app, url, jar);
    expect(landed.searchParams.get('error_code')).toBe('bad_oauth_callback');
    expect(landed.searchParams.get('code')).toBeNull();
    expect(await accountsWith(email)).toEqual([]);
  });

  it('signs in with a correct id_token from the same provider (the control)', async () => {
    const email = `genuine-${randomUUID()}@example.com`;
    idp.next({ sub: randomUUID(), email });
    const { url, jar, client } = await start();
    const landed = await browse(app, url, jar);
    const { data, error } = await client.auth.exchangeCodeForSession(landed.searchParams.get('code')!);
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
  });

  it('refuses a replayed state, a state from another browser and a forged one', async () => {
    const email = `state-${randomUUID()}@example.com`;
    idp.next({ sub: randomUUID(), email });
    const { url, jar } = await start();
    const callback = await browse(app, url, jar, { stopAtCallback: true });
    // Another browser with the victim's callback URL (login CSRF): refused, and the real flow still works after.
    const foreign = await browse(app, callback.toString(), newJar());
    expect(foreign.searchParams.get('error_code')).toBe('bad_oauth_state');
    expect(await accountsWith(email)).toEqual([]);
    const first = await browse(app, callback.toString(), jar);
    expect(first.searchParams.get('code')).toBeTruthy();
    const replayed = await browse(app, callback.toString(), jar);
    expect(replayed.searchParams.get('error_code')).toBe('bad_oauth_state');

    const forged = new URL(callback);
    forged.searchParams.set('state', `${randomUUID()}.${'A'.repeat(43)}`);
    expect((await browse(app, forged.toString(), jar)).searchParams.get('error_code')).toBe('bad_oauth_state');
    forged.searchParams.delete('state');
    expect((await browse(app, forged.toString(), jar)).searchParams.get('error_code')).toBe('bad_oauth_state');
  });

  it('refuses a wrong or missing PKCE verifier, and the code is spent by the first try', async () => {
    const email = `pkce-${randomUUID()}@example.com`;
    idp.next({ sub: randomUUID(), email });
    const { url, jar, client } = await start();
    const code = (await browse(app, url, jar)).searchParams.get('code')!;
    const token = (body: object) =>
      fetch(`${app.url}/auth/v1/token?grant_type=pkce`, { method: 'POST', headers: { 'x-supabase-api-version': '2024-01-01' }, body: JSON.stringify(body) }).then(async (r) => [r.status, ((await r.json()) as { code: string }).code]);
    expect(await token({ auth_code: code })).toEqual([400, 'validation_failed']);
    expect(await token({ auth_code: code, code_verifier: 'w'.repeat(43) })).toEqual([403, 'bad_code_verifier']);
    const real = await client.auth.exchangeCodeForSession(code);
    expect(real.error).toMatchObject({ status: 404, code: 'flow_state_not_found' });
    // The account exists (the provider vouched for it) but no session was handed out.
    const [user] = await accountsWith(email);
    expect(await app.database.db.select().from(identities).where(eq(identities.userId, user!.id))).toHaveLength(1);
  });

  it('puts errors of the implicit flow in the fragment, and refuses a provider error as access_denied', async () => {
    idp.next({ sub: randomUUID(), email: `implicit-${randomUUID()}@example.com`, fault: 'expired' });
    const { url, jar } = await start('implicit');
    const landed = await browse(app, url, jar);
    expect(new URLSearchParams(landed.hash.slice(1)).get('error_code')).toBe('bad_oauth_callback');

    const { url: next, jar: jar2 } = await start();
    const callback = await browse(app, next, jar2, { stopAtCallback: true });
    callback.searchParams.delete('code');
    callback.searchParams.set('error', 'access_denied');
    callback.searchParams.set('error_description', 'The user said no');
    const denied = await browse(app, callback.toString(), jar2);
    expect(denied.searchParams.get('error')).toBe('access_denied');
    expect(denied.searchParams.get('error_description')).toBe('The user said no');
  });

  it('never answers a 5xx to a mangled callback', async () => {
    const get = jarFetch(newJar());
    for (const query of ['', 'state=', 'state=a.b.c', 'code=x', `state=${'x'.repeat(5000)}`, 'state=%E0%A4%A']) {
      const res = await get(`${app.url}/auth/v1/callback?${query}`);
      expect(res.status, query).toBe(302);
    }
  });
});
