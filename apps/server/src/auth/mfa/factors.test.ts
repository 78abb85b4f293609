import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mfaFactors } from '../../db/schema/auth.ts';
import { type ServedApp, serveTestApp } from '../../testing/serve-for-test.ts';
import { claimsOf, codeFor, enrolledAccount, enrolVerified, passwordAccount, signIn } from '../../testing/mfa-test-kit.ts';

let s: ServedApp;
beforeAll(async () => {
  s = await serveTestApp();
});
afterAll(() => s.close());

describe('enrolling a TOTP factor with supabase-js', () => {
  it('answers the id, the secret, the otpauth URI and the QR code, and lists the factor as unverified', async () => {
    const { client, email, id } = await passwordAccount(s);
    const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ type: 'totp', friendly_name: 'Phone' });
    expect(data!.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    const host = new URL(s.url).host;
    expect(data!.totp.uri).toBe(`otpauth://totp/${host}:${email}?algorithm=SHA1&digits=6&issuer=${encodeURIComponent(host)}&period=30&secret=${data!.totp.secret}`);
    // GoTrue sends the raw SVG; supabase-js makes it a data URI.
    expect(data!.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg /);
    const listed = await client.auth.mfa.listFactors();
    expect(listed.data!.all).toEqual([
      { id: data!.id, friendly_name: 'Phone', factor_type: 'totp', status: 'unverified', phone: '', created_at: expect.any(String), updated_at: expect.any(String), last_challenged_at: null },
    ]);
    expect(listed.data!.totp).toEqual([]);
    // Encrypted at rest: the stored secret is no base32 at all.
    const [row] = await s.database.db.select().from(mfaFactors).where(eq(mfaFactors.userId, id));
    expect(row!.secret).toMatch(/^v1\./);
    expect(row!.secret).not.toContain(data!.totp.secret);
  });

  it('takes an issuer, and names none by default', async () => {
    const { client, email } = await passwordAccount(s);
    const { data } = await client.auth.mfa.enroll({ factorType: 'totp', issuer: 'Selecta Work' });
    expect(data!.totp.uri).toContain(`otpauth://totp/Selecta%20Work:${email}?`);
    expect(data!.totp.uri).toContain('&issuer=Selecta%20Work&');
    expect(data!.friendly_name).toBe('');
    expect((await client.auth.mfa.listFactors()).data!.all[0]).not.toHaveProperty('friendly_name');
  });

  it('refuses phone factors, WebAuthn and other types as GoTrue does with them off', async () => {
    const { client } = await passwordAccount(s);
    expect((await client.auth.mfa.enroll({ factorType: 'phone', phone: '+34600000000' })).error).toMatchObject({ status: 422, code: 'mfa_phone_enroll_not_enabled' });
    expect((await client.auth.mfa.enroll({ factorType: 'webauthn' })).error).toMatchObject({ status: 422, code: 'mfa_webauthn_enroll_not_enabled' });
    expect((await client.auth.mfa.enroll({ factorType: 'sms' as 'totp' })).error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('refuses a friendly name already used, and an 11th factor', async () => {
    const { client } = await passwordAccount(s);
    for (let i = 0; i < 10; i++) expect((await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: `Device ${i}` })).error).toBeNull();
    expect((await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Device 3' })).error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' });
    expect((await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Device 10' })).error).toMatchObject({ status: 422, code: 'too_many_enrolled_mfa_factors' });
  });

  it('refuses names that are too long or not one line', async () => {
    const { client } = await passwordAccount(s);
    expect((await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'x'.repeat(101) })).error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect((await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'a\u0000b' })).error).toMatchObject({ status: 400, code: 'validation_failed' });
  });
});

describe('verifying a factor', () => {
  it('raises the same session to aal2 with totp in amr, verifies the factor and says MFA_CHALLENGE_VERIFIED', async () => {
    const { client } = await passwordAccount(s);
    const before = await claimsOf(client);
    expect(before).toMatchObject({ aal: 'aal1', amr: [{ method: 'password' }] });
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => events.push(event));
    const { factorId } = await enrolVerified(client, 'Phone');
    const after = await claimsOf(client);
    expect(after.session_id).toBe(before.session_id);
    expect(after.aal).toBe('aal2');
    expect(after.amr.map((entry) => entry.method)).toEqual(['totp', 'password']);
    expect(after.amr[0]!.timestamp).toBeGreaterThanOrEqual(after.amr[1]!.timestamp);
    expect(events).toContain('MFA_CHALLENGE_VERIFIED');
    const listed = await client.auth.mfa.listFactors();
    expect(listed.data!.totp).toMatchObject([{ id: factorId, status: 'verified', friendly_name: 'Phone' }]);
    expect(listed.data!.totp[0]!.last_challenged_at).toEqual(expect.any(String));
    expect(await client.auth.mfa.getAuthenticatorAssuranceLevel()).toMatchObject({ data: { currentLevel: 'aal2', nextLevel: 'aal2' } });
  });

  it("ends the account's other aal1 sessions and deletes its other unverified factors", async () => {
    const { client, email } = await passwordAccount(s);
    const other = await signIn(s, email);
    const pending = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Old' });
    await enrolVerified(client, 'New');
    // supabase-js turns GoTrue's session_not_found into AuthSessionMissingError and drops the session.
    expect((await other.client.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    const all = (await client.auth.mfa.listFactors()).data!.all;
    expect(all.map((factor) => factor.friendly_name)).toEqual(['New']);
    expect(all.some((factor) => factor.id === pending.data!.id)).toBe(false);
  });

  it('accepts the code of the step just before or after now (one step of skew)', async () => {
    for (const steps of [-1, 1]) {
      const { client } = await passwordAccount(s);
      const { data } = await client.auth.mfa.enroll({ factorType: 'totp' });
      expect((await client.auth.mfa.challengeAndVerify({ factorId: data!.id, code: codeFor(data!.totp.secret, steps) })).error).toBeNull();
    }
  });

  it('signs in with the password at aal1, listing the verified factor, and the code raises that session', async () => {
    const { email, factorId, secret } = await enrolledAccount(s);
    const { client, session } = await signIn(s, email);
    expect(session.user.factors).toMatchObject([{ id: factorId, status: 'verified', factor_type: 'totp' }]);
    expect(await client.auth.mfa.getAuthenticatorAssuranceLevel()).toMatchObject({ data: { currentLevel: 'aal1', nextLevel: 'aal2' } });
    // Enrolment used this step's code, which works once: the next step's (within the skew) signs in.
    const verified = await client.auth.mfa.challengeAndVerify({ factorId, code: codeFor(secret, 1) });
    expect(verified.error).toBeNull();
    expect(verified.data).toMatchObject({ user: { factors: [{ id: factorId, status: 'verified' }] } });
    expect((await claimsOf(client)).aal).toBe('aal2');
  });

  it('keeps the level and amr across refresh', async () => {
    const { client } = await enrolledAccount(s);
    const before = await claimsOf(client);
    const { error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    const after = await claimsOf(client);
    expect(after.aal).toBe('aal2');
    expect(after.amr).toEqual(before.amr);
    expect(after.session_id).toBe(before.session_id);
  });

  it('answers a wrong code, a code from two steps away and an empty code with GoTrue errors', async () => {
    const { email, factorId, secret } = await enrolledAccount(s);
    const { client } = await signIn(s, email);
    const wrong = codeFor(secret) === '000000' ? '111111' : '000000';
    expect((await client.auth.mfa.challengeAndVerify({ factorId, code: wrong })).error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    expect((await client.auth.mfa.challengeAndVerify({ factorId, code: codeFor(secret, -2) })).error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    expect((await client.auth.mfa.challengeAndVerify({ factorId, code: codeFor(secret, 2) })).error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    expect((await client.auth.mfa.challengeAndVerify({ factorId, code: '' })).error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect((await claimsOf(client)).aal).toBe('aal1');
  });
});

describe('removing a factor', () => {
  it('needs aal2 for a verified factor; then the sessions it raised fall back to aal1', async () => {
    const { client, email, factorId } = await enrolledAccount(s);
    const half = await signIn(s, email);
    expect((await half.client.auth.mfa.unenroll({ factorId })).error).toMatchObject({ status: 422, code: 'insufficient_aal' });
    const { data, error } = await client.auth.mfa.unenroll({ factorId });
    expect(error).toBeNull();
    expect(data).toEqual({ id: factorId });
    await client.auth.refreshSession();
    expect(await claimsOf(client)).toMatchObject({ aal: 'aal1', amr: [{ method: 'password' }] });
    expect((await client.auth.mfa.listFactors()).data!.all).toEqual([]);
    expect((await client.auth.getUser()).data.user).not.toHaveProperty('factors');
  });

  it('removes an unverified factor from an aal1 session', async () => {
    const { client } = await passwordAccount(s);
    const { data } = await client.auth.mfa.enroll({ factorType: 'totp' });
    expect((await client.auth.mfa.unenroll({ factorId: data!.id })).error).toBeNull();
  });
});

describe('aal2 for the account with a verified factor', () => {
  it('refuses enrolling another factor, and changing the password, from an aal1 session', async () => {
    const { email } = await enrolledAccount(s);
    const { client } = await signIn(s, email);
    expect((await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Second' })).error).toMatchObject({ status: 403, code: 'insufficient_aal' });
    const change = await client.auth.updateUser({ password: 'another long password', current_password: 'a long enough password' } as never);
    expect(change.error).toMatchObject({ status: 401, code: 'insufficient_aal' });
    // Metadata is no password: an aal1 session may still change it, as in GoTrue.
    expect((await client.auth.updateUser({ data: { locale: 'es' } })).error).toBeNull();
  });

  it('lets the aal2 session change the password and enrol another factor', async () => {
    const { client } = await enrolledAccount(s);
    expect((await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Second' })).error).toBeNull();
    const change = await client.auth.updateUser({ password: 'another long password', current_password: 'a long enough password' } as never);
    expect(change.error).toBeNull();
  });
});

describe('without a session', () => {
  it('answers 401 no_authorization on every factor route', async () => {
    const headers = { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' };
    const id = crypto.randomUUID();
    for (const [method, path] of [['POST', '/factors'], ['POST', `/factors/${id}/challenge`], ['POST', `/factors/${id}/verify`], ['DELETE', `/factors/${id}`]] as const) {
      const res = await fetch(`${s.url}/auth/v1${path}`, { method, headers, body: method === 'POST' ? '{}' : undefined });
      expect([res.status, ((await res.json()) as { code: string }).code]).toEqual([401, 'no_authorization']);
    }
  });
});

describe('the account export', () => {
  it('lists the devices by name and date, never their secrets', async () => {
    const { client, secret } = await enrolledAccount(s);
    await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Backup' });
    const token = (await client.auth.getSession()).data.session!.access_token;
    const text = await (await fetch(`${s.url}/api/account/export`, { headers: { authorization: `Bearer ${token}` } })).text();
    expect(JSON.parse(text).twoStepFactors).toEqual([
      { name: '', type: 'totp', status: 'verified', createdAt: expect.any(String), lastChallengedAt: expect.any(String) },
      { name: 'Backup', type: 'totp', status: 'unverified', createdAt: expect.any(String), lastChallengedAt: null },
    ]);
    expect(text).not.toContain(secret);
    expect(text).not.toContain('v1.');
  });
});

