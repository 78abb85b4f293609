import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServedApp, serveTestApp } from '../testing/serve-for-test.ts';

let s: ServedApp;
beforeAll(async () => {
  s = await serveTestApp();
});
afterAll(() => s.close());

const password = 'a long enough password';

/** One account signed in on `count` separate clients (devices). */
async function devices(count: number) {
  const email = `dev-${randomUUID()}@example.com`;
  await s.client().auth.signUp({ email, password });
  return Promise.all(
    Array.from({ length: count }, async () => {
      const client = s.client();
      const { error } = await client.auth.signInWithPassword({ email, password });
      expect(error).toBeNull();
      return client;
    }),
  );
}

describe('refresh rotation with supabase-js', () => {
  it('rotates the refresh token and keeps the user', async () => {
    const [client] = await devices(1);
    const before = (await client!.auth.getSession()).data.session!;
    const { data, error } = await client!.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session!.refresh_token).not.toBe(before.refresh_token);
    expect(data.session!.user.id).toBe(before.user.id);
    expect(data.session!.user).toEqual((await client!.auth.getUser()).data.user);
  });

  it('refuses an unknown or malformed refresh token', async () => {
    const unknown = await s.client().auth.refreshSession({ refresh_token: 'abcdefghijklmnopqrstuvwxyz012345' });
    expect(unknown.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    const short = await s.client().auth.refreshSession({ refresh_token: 'short' });
    expect(short.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });
});

describe('signOut scopes with supabase-js', () => {
  const alive = async (client: Awaited<ReturnType<typeof devices>>[number]) => (await client.auth.getUser()).error === null;

  it('local ends only this device', async () => {
    const [a, b] = await devices(2);
    const { error } = await a!.auth.signOut({ scope: 'local' });
    expect(error).toBeNull();
    expect((await a!.auth.getSession()).data.session).toBeNull();
    expect(await alive(b!)).toBe(true);
  });

  it('others ends every other device and keeps this one', async () => {
    const [a, b, c] = await devices(3);
    expect((await a!.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect(await alive(a!)).toBe(true);
    expect(await alive(b!)).toBe(false);
    expect(await alive(c!)).toBe(false);
  });

  it('global ends every device and their refresh tokens', async () => {
    const [a, b] = await devices(2);
    const refresh = (await b!.auth.getSession()).data.session!.refresh_token;
    expect((await a!.auth.signOut()).error).toBeNull();
    expect((await a!.auth.getSession()).data.session).toBeNull();
    expect(await alive(b!)).toBe(false);
    const reuse = await s.client().auth.refreshSession({ refresh_token: refresh });
    expect(reuse.error).toMatchObject({ code: 'refresh_token_not_found' });
  });
});
