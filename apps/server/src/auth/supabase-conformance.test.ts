import { randomUUID } from 'node:crypto';
import { AuthApiError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServedApp, serveTestApp } from '../testing/serve-for-test.ts';

let s: ServedApp;
beforeAll(async () => {
  s = await serveTestApp();
});
afterAll(() => s.close());

const email = () => `sb-${randomUUID()}@example.com`;
const password = 'a long enough password';

async function signedIn() {
  const client = s.client();
  const address = email();
  const { data, error } = await client.auth.signUp({ email: address, password, options: { data: {} } });
  expect(error).toBeNull();
  return { client, email: address, session: data.session! };
}

describe('supabase-js against the embedded auth', () => {
  it('signs up with a session, then getSession and getUser agree', async () => {
    const { client, email: address, session } = await signedIn();
    expect(session.user.email).toBe(address);
    const { data: got } = await client.auth.getSession();
    expect(got.session?.access_token).toBe(session.access_token);
    const { data: user, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(user.user).toMatchObject({ id: session.user.id, email: address, app_metadata: { provider: 'email' } });
  });

  it('reports an existing email with GoTrue wording and code', async () => {
    const { email: address } = await signedIn();
    const { data, error } = await s.client().auth.signUp({ email: address, password });
    expect(data.session).toBeNull();
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' });
    expect(error!.message).toContain('already registered');
  });

  it('signs in, and maps wrong and unknown credentials to invalid_credentials', async () => {
    const { email: address } = await signedIn();
    const client = s.client();
    const ok = await client.auth.signInWithPassword({ email: address, password });
    expect(ok.error).toBeNull();
    expect(ok.data.session?.user.email).toBe(address);
    for (const attempt of [{ email: address, password: 'wrong password!' }, { email: email(), password }]) {
      const { error } = await s.client().auth.signInWithPassword(attempt);
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    }
  });

  it('rejects a weak password and an invalid email', async () => {
    const weak = await s.client().auth.signUp({ email: email(), password: 'short' });
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
    const invalid = await s.client().auth.signUp({ email: 'not an email', password });
    expect(invalid.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('emits INITIAL_SESSION, SIGNED_IN, TOKEN_REFRESHED, USER_UPDATED, SIGNED_OUT in order', async () => {
    const client = s.client();
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));
    await client.auth.getSession();
    await client.auth.signUp({ email: email(), password });
    await client.auth.refreshSession();
    await client.auth.updateUser({ data: { theme: 'dark' } });
    await client.auth.signOut();
    expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_IN', 'TOKEN_REFRESHED', 'USER_UPDATED', 'SIGNED_OUT']);
  });

  it('updates user data and the password; the password change ends the other sessions', async () => {
    const { client, email: address } = await signedIn();
    const other = s.client();
    await other.auth.signInWithPassword({ email: address, password });
    const updated = await client.auth.updateUser({ data: { locale: 'es' } });
    expect(updated.data.user?.user_metadata).toMatchObject({ locale: 'es', email: address });
    const same = await client.auth.updateUser({ password, current_password: password });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    const changed = await client.auth.updateUser({ password: 'a brand new password', current_password: password });
    expect(changed.error).toBeNull();
    expect((await client.auth.getUser()).error).toBeNull();
    const gone = await other.auth.getUser();
    expect(gone.error?.name).toBe('AuthSessionMissingError');
    expect((await other.auth.getSession()).data.session).toBeNull();
    const relogin = await s.client().auth.signInWithPassword({ email: address, password: 'a brand new password' });
    expect(relogin.error).toBeNull();
  });

  it('verifies an issued token with the published JWKS (jose and getClaims)', async () => {
    const { client, session } = await signedIn();
    const jwks = createRemoteJWKSet(new URL(`${s.url}/auth/v1/.well-known/jwks.json`));
    const { payload } = await jwtVerify(session.access_token, jwks, { issuer: `${s.env.PUBLIC_URL}/auth/v1`, audience: 'authenticated' });
    expect(payload.sub).toBe(session.user.id);
    const claims = await client.auth.getClaims();
    expect(claims.error).toBeNull();
    expect(claims.data?.claims.session_id).toBe(payload.session_id);
  });
});
