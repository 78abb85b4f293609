import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRateLimits, mfaChallenges } from '../../db/schema/auth.ts';
import { type ServedApp, serveTestApp } from '../../testing/serve-for-test.ts';
import { codeFor, enrolledAccount, signIn } from '../../testing/mfa-test-kit.ts';

let s: ServedApp;
beforeAll(async () => {
  s = await serveTestApp({ TRUST_PROXY_HEADER: 'x-forwarded-for' });
});
afterAll(() => s.close());

/** A factor route called as supabase-js calls it, from the address `ip`. */
async function call(token: string, method: string, path: string, body: unknown, ip = '198.51.100.7') {
  const res = await fetch(`${s.url}/auth/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
const challenge = async (token: string, factorId: string, ip?: string) => (await call(token, 'POST', `/factors/${factorId}/challenge`, {}, ip)).body.id as string;
const verify = (token: string, factorId: string, challengeId: string, code: string, ip?: string) => call(token, 'POST', `/factors/${factorId}/verify`, { challenge_id: challengeId, code }, ip);

/** An account with a factor and a second device signed in with its password only (aal1): its token. */
async function halfway() {
  const account = await enrolledAccount(s, 'attack');
  const { session } = await signIn(s, account.email);
  return { ...account, token: session.access_token };
}

describe('attacks on two-step verification', () => {
  it("cannot challenge, verify or remove another user's factor: 404 as if it did not exist", async () => {
    const victim = await enrolledAccount(s, 'victim');
    const attacker = await halfway();
    expect(await call(attacker.token, 'POST', `/factors/${victim.factorId}/challenge`, {})).toMatchObject({ status: 404, body: { code: 'mfa_factor_not_found' } });
    // Even with a challenge of the victim's own factor.
    const victimToken = (await victim.client.auth.getSession()).data.session!.access_token;
    const victimChallenge = await challenge(victimToken, victim.factorId);
    expect(await verify(attacker.token, victim.factorId, victimChallenge, codeFor(victim.secret, 1))).toMatchObject({ status: 404, body: { code: 'mfa_factor_not_found' } });
    // The attacker's own factor with the victim's challenge is no better.
    expect(await verify(attacker.token, attacker.factorId, victimChallenge, codeFor(attacker.secret, 1))).toMatchObject({ status: 422, body: { code: 'mfa_factor_not_found' } });
    expect(await call(attacker.token, 'DELETE', `/factors/${victim.factorId}`, {})).toMatchObject({ status: 404 });
    expect(await call(attacker.token, 'POST', '/factors/not-a-uuid/challenge', {})).toMatchObject({ status: 404, body: { code: 'validation_failed' } });
  });

  it('refuses a challenge replayed after its verification, and a challenge verified from another address', async () => {
    const { token, factorId, secret } = await halfway();
    const id = await challenge(token, factorId);
    expect(await verify(token, factorId, id, codeFor(secret, 1), '203.0.113.9')).toMatchObject({ status: 422, body: { code: 'mfa_ip_address_mismatch' } });
    expect((await verify(token, factorId, id, codeFor(secret, 1))).status).toBe(200);
    expect(await verify(token, factorId, id, codeFor(secret, 1))).toMatchObject({ status: 422, body: { code: 'mfa_ip_address_mismatch' } });
  });

  it('refuses a code already used, on a new challenge, and codes two steps from now', async () => {
    const { token, factorId, secret, email } = await halfway();
    expect((await verify(token, factorId, await challenge(token, factorId), codeFor(secret, 1))).status).toBe(200);
    const other = (await signIn(s, email)).session.access_token;
    expect(await verify(other, factorId, await challenge(other, factorId), codeFor(secret, 1))).toMatchObject({ status: 422, body: { code: 'mfa_verification_failed' } });
    expect(await verify(other, factorId, await challenge(other, factorId), codeFor(secret, -2))).toMatchObject({ status: 422, body: { code: 'mfa_verification_failed' } });
    expect(await verify(other, factorId, await challenge(other, factorId), codeFor(secret, 3))).toMatchObject({ status: 422, body: { code: 'mfa_verification_failed' } });
  });

  it('refuses an expired challenge and deletes it', async () => {
    const { token, factorId, secret } = await halfway();
    const id = await challenge(token, factorId);
    await s.database.db.update(mfaChallenges).set({ createdAt: sql`now() - interval '301 seconds'` }).where(eq(mfaChallenges.id, id));
    expect(await verify(token, factorId, id, codeFor(secret, 1))).toMatchObject({ status: 422, body: { code: 'mfa_challenge_expired' } });
    expect(await s.database.db.select().from(mfaChallenges).where(eq(mfaChallenges.id, id))).toEqual([]);
  });

  it('stops guessing: after five wrong codes even the right one waits (429), from any address', async () => {
    const { token, factorId, secret } = await halfway();
    const wrong = [0, 1, 2, 3, 4, 5, 6].map((n) => String(100000 + n)).filter((code) => ![-1, 0, 1].some((k) => codeFor(secret, k) === code));
    for (const code of wrong.slice(0, 5)) {
      const ip = `198.51.100.${code.slice(-1)}`;
      expect((await verify(token, factorId, await challenge(token, factorId, ip), code, ip)).body.code).toBe('mfa_verification_failed');
    }
    const refused = await verify(token, factorId, await challenge(token, factorId, '192.0.2.1'), codeFor(secret, 1), '192.0.2.1');
    expect(refused).toMatchObject({ status: 429, body: { code: 'over_request_rate_limit' } });
  });

  it('the right code gives its attempt back: the owner who mistypes is not locked out', async () => {
    const { token, factorId, secret, id } = await halfway();
    for (const code of ['100001', '100002', '100003', '100004']) await verify(token, factorId, await challenge(token, factorId), code === codeFor(secret, 1) ? '100009' : code);
    expect((await verify(token, factorId, await challenge(token, factorId), codeFor(secret, 1))).status).toBe(200);
    // Four wrong codes took four of five attempts; the right one took the fifth and gave it back.
    const [bucket] = await s.database.db.select().from(authRateLimits).where(eq(authRateLimits.key, `mfa-code:${id}`));
    expect(bucket!.tokens).toBeGreaterThanOrEqual(0.99);
  });
});

describe('per-address limits (GoTrue: 15 a minute, a burst of 30, per route)', () => {
  let limited: ServedApp;
  beforeAll(async () => {
    limited = await serveTestApp({ AUTH_RATE_LIMITS: 'true', TRUST_PROXY_HEADER: 'x-forwarded-for' });
  });
  afterAll(() => limited.close());

  it('answers 429 over_request_rate_limit after 30 challenges from one address, and not from another', async () => {
    const account = await enrolledAccount(limited, 'limited');
    const token = (await account.client.auth.getSession()).data.session!.access_token;
    const hit = (ip: string) =>
      fetch(`${limited.url}/auth/v1/factors/${account.factorId}/challenge`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': ip, 'x-supabase-api-version': '2024-01-01' } });
    // supabase-js's own challenge during enrolment came from the socket's address, another bucket.
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await hit('198.51.100.200')).status);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    const last = await hit('198.51.100.200');
    expect([last.status, ((await last.json()) as { code: string }).code]).toEqual([429, 'over_request_rate_limit']);
    expect((await hit('198.51.100.201')).status).toBe(200);
  });
});
