import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/auth.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const headers = { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' };
const post = (path: string, body: unknown) =>
  t.app.request(`/auth/v1${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
const storedHash = async (email: string) =>
  (await t.database.db.select({ h: users.encryptedPassword }).from(users).where(eq(users.email, email)))[0]!.h;

describe('password hashes made with earlier argon2id parameters', () => {
  it('still verify, and the sign-in renews them with the current parameters', async () => {
    const email = 'rehash@example.com';
    const password = 'an older password hash';
    expect((await post('/signup', { email, password })).status).toBe(200);
    // The parameters every hash had before decision note 012 (OWASP's 19 MiB, 2 passes).
    const old = await hash(password, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    await t.database.db.update(users).set({ encryptedPassword: old }).where(eq(users.email, email));

    expect((await post('/token?grant_type=password', { email, password: 'not the password' })).status).toBe(400);
    expect(await storedHash(email)).toBe(old);
    expect((await post('/token?grant_type=password', { email, password })).status).toBe(200);
    const renewed = await storedHash(email);
    expect(renewed).toMatch(/^\$argon2id\$v=19\$m=7168,t=5,p=1\$/);
    expect((await post('/token?grant_type=password', { email, password })).status).toBe(200);
    expect(await storedHash(email)).toBe(renewed);
  });
});
