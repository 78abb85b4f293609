import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServedApp, serveTestApp } from '../testing/serve-for-test.ts';

// Refreshes that arrive together share one rotation statement (rotation-batcher.ts); each client must
// still get exactly the answer it would get alone.
let s: ServedApp;
beforeAll(async () => {
  s = await serveTestApp();
});
afterAll(() => s.close());

const password = 'a long enough password';
type Answer = { status: number; body: { refresh_token?: string; access_token?: string; user?: { email: string }; error_code?: string } };

async function call(path: string, body: unknown, bearer?: string): Promise<Answer> {
  const res = await fetch(`${s.url}/auth/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: res.status === 204 ? {} : ((await res.json()) as Answer['body']) };
}
const refresh = (token: string) => call('/token?grant_type=refresh_token', { refresh_token: token });

/** `count` sessions of each of `accounts` new accounts. */
async function sessions(accounts: number, count: number) {
  return Promise.all(
    Array.from({ length: accounts }, async () => {
      const email = `burst-${randomUUID()}@example.com`;
      expect((await call('/signup', { email, password })).status).toBe(200);
      const signIns = await Promise.all(Array.from({ length: count }, () => call('/token?grant_type=password', { email, password })));
      return signIns.map((a) => ({ email, ...a.body }) as { email: string; refresh_token: string; access_token: string });
    }),
  );
}

describe('refreshes arriving together', () => {
  it('rotate every token for its own user, and each child works', async () => {
    const all = (await sessions(4, 3)).flat();
    const answers = await Promise.all(all.map((x) => refresh(x.refresh_token)));
    answers.forEach((a, i) => {
      expect(a.status).toBe(200);
      expect(a.body.user?.email).toBe(all[i]!.email);
    });
    const children = answers.map((a) => a.body.refresh_token!);
    expect(new Set(children).size).toBe(all.length);
    expect(children.some((c, i) => c === all[i]!.refresh_token)).toBe(false);
    const again = await Promise.all(children.map(refresh));
    expect(again.map((a) => a.status)).toEqual(children.map(() => 200));
  });

  it('give the same token presented twice at once the same active token (reuse interval)', async () => {
    const [one] = (await sessions(1, 1)).flat();
    const [a, b] = await Promise.all([refresh(one!.refresh_token), refresh(one!.refresh_token)]);
    expect([a!.status, b!.status]).toEqual([200, 200]);
    expect(a!.body.refresh_token).toBe(b!.body.refresh_token);
    expect((await refresh(a!.body.refresh_token!)).status).toBe(200);
  });

  it('refuse only the refresh whose session was signed out, not its neighbours', async () => {
    const [ended, ...live] = (await sessions(3, 1)).flat();
    expect((await call('/logout?scope=global', undefined, ended!.access_token)).status).toBe(204);
    const answers = await Promise.all([ended!, ...live].map((x) => refresh(x.refresh_token)));
    expect(answers[0]).toMatchObject({ status: 400, body: { error_code: 'refresh_token_not_found' } });
    expect(answers.slice(1).map((a) => a.status)).toEqual([200, 200]);
  });
});
