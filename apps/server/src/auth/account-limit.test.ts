import { createHash, createHmac, randomUUID } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRateLimits } from '../db/schema/auth.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTestUser } from '../testing/test-user.ts';

let t: TestApp;
const secretsKey = 'a1'.repeat(32);
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMITS: 'true', TRUST_PROXY_HEADER: 'x-forwarded-for', SECRETS_KEY: secretsKey });
});
afterAll(() => t.close());

const signIn = (email: string, password: string, ip: string) =>
  t.app.request('/auth/v1/token?grant_type=password', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, 'x-supabase-api-version': '2024-01-01' },
    body: JSON.stringify({ email, password }),
  });
// Five addresses in turn, as a guesser spreading attempts would use; each address stays far below its own limit.
const addresses = ['198.51.100.10', '198.51.100.11', '198.51.100.12', '198.51.100.13', '198.51.100.14'];

/** Moves an account's bucket back in time, as if the attempts were `seconds` ago. */
const age = (seconds: number) =>
  t.database.db
    .update(authRateLimits)
    .set({ updatedAt: sql`${authRateLimits.updatedAt} - make_interval(secs => ${seconds})` })
    .where(like(authRateLimits.key, 'account:%'));

describe('failed sign-ins per account, across addresses', () => {
  it('slows a guesser spread over five addresses to the account\'s budget, with the per-IP limit\'s answer', async () => {
    const user = await createTestUser(t);
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await signIn(user.email, `wrong guess ${i}`, addresses[i % 5]!)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);

    const limited = await signIn(user.email, 'another guess', '198.51.100.99');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('x-sb-error-code')).toBeNull();
    // The owner is slowed too while the bucket is empty (the right password would be a guess that worked)...
    expect((await signIn(user.email, user.password, '198.51.100.99')).status).toBe(429);
    // ...but it refills on its own: never a lock.
    await age(60);
    expect((await signIn(user.email, user.password, '198.51.100.99')).status).toBe(200);
  }, 120_000);

  it('counts concurrent guesses exactly: 20 at once get 10 answers', async () => {
    const user = await createTestUser(t);
    const statuses = await Promise.all(Array.from({ length: 20 }, async (_, i) => (await signIn(user.email, `guess ${i}`, addresses[i % 5]!)).status));
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  }, 120_000);

  it('limits an unknown address exactly like a known one, so the limit tells nothing about who has an account', async () => {
    const email = `nobody-${randomUUID()}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await signIn(email, `guess ${i}`, addresses[i % 5]!)).status);
    expect(statuses).toEqual([...Array(10).fill(400), 429, 429]);
  }, 120_000);

  it('does not count sign-ins that succeed', async () => {
    const user = await createTestUser(t);
    for (let i = 0; i < 15; i++) expect((await signIn(user.email, user.password, addresses[i % 5]!)).status).toBe(200);
    expect((await signIn(user.email, 'one wrong guess', addresses[0]!)).status).toBe(400);
  }, 120_000);

  it('keys the bucket by an HMAC under the server key, never the address nor its plain SHA-256', async () => {
    const email = `keyed-${randomUUID()}@example.com`;
    expect((await signIn(email, 'a guess', addresses[0]!)).status).toBe(400);
    const rows = await t.database.db.select().from(authRateLimits).where(like(authRateLimits.key, 'account:%'));
    const keys = rows.map((row) => row.key);
    const plain = createHash('sha256').update(email).digest('base64url');
    expect(keys).not.toContain(`account:${plain}`);
    expect(keys.some((key) => key.includes(email) || key.includes(plain))).toBe(false);
    // Reproducible only with the key: servers sharing SECRETS_KEY share the bucket.
    const keyed = createHmac('sha256', Buffer.from(secretsKey, 'hex')).update('sign-in limit\0').update(email).digest('base64url');
    const [row] = await t.database.db.select().from(authRateLimits).where(eq(authRateLimits.key, `account:${keyed}`));
    expect(row?.tokens).toBeCloseTo(9, 0);
  });
});
