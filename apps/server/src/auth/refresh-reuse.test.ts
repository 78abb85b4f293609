import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../db/schema/auth.ts';
import { type ServedApp, serveTestApp } from '../testing/serve-for-test.ts';
import { tokenHash } from './tokens.ts';

// Refresh-token reuse as GoTrue handles it, seen through the real supabase-js client.
let s: ServedApp;
beforeAll(async () => {
  s = await serveTestApp();
});
afterAll(() => s.close());

const password = 'a long enough password';

async function signedIn() {
  const email = `reuse-${randomUUID()}@example.com`;
  const client = s.client();
  expect((await client.auth.signUp({ email, password })).error).toBeNull();
  return client;
}

/** Moves a refresh token's revocation back in time, past the reuse interval. */
const ageToken = (token: string, ms: number) =>
  s.database.db
    .update(refreshTokens)
    .set({ updatedAt: new Date(Date.now() - ms) })
    .where(eq(refreshTokens.tokenHash, tokenHash(token)));

const refreshWith = (token: string) => s.client().auth.refreshSession({ refresh_token: token });

describe('refresh-token reuse', () => {
  it('answers the parent of the active token, within 10 s, with the current active token, not a new child', async () => {
    const client = await signedIn();
    const parent = (await client.auth.getSession()).data.session!.refresh_token;
    const active = (await client.auth.refreshSession()).data.session!.refresh_token;
    const again = await refreshWith(parent);
    expect(again.error).toBeNull();
    expect(again.data.session!.refresh_token).toBe(active);
    // Still one live token in the session: the active one keeps working, and rotates on.
    const next = await refreshWith(active);
    expect(next.error).toBeNull();
    expect(next.data.session!.refresh_token).not.toBe(active);
  });

  it('gives two refreshes of one token at once the same active token', async () => {
    const client = await signedIn();
    const token = (await client.auth.getSession()).data.session!.refresh_token;
    const [a, b] = await Promise.all([refreshWith(token), refreshWith(token)]);
    expect([a.error, b.error]).toEqual([null, null]);
    expect(a.data.session!.refresh_token).toBe(b.data.session!.refresh_token);
    expect((await refreshWith(a.data.session!.refresh_token)).error).toBeNull();
  });

  it('ends the whole sign-in when an older revoked token is used, even within 10 s', async () => {
    const client = await signedIn();
    const grandparent = (await client.auth.getSession()).data.session!.refresh_token;
    const parent = (await client.auth.refreshSession()).data.session!.refresh_token;
    const active = (await client.auth.refreshSession()).data.session!.refresh_token;
    const thief = await refreshWith(grandparent);
    expect(thief.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    // Every token of that sign-in, and its access token, stops working.
    for (const token of [parent, active, grandparent]) {
      expect((await refreshWith(token)).error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    }
    // The server's session_not_found, which supabase-js turns into a sign-out.
    expect((await client.auth.getUser()).error).toMatchObject({ name: 'AuthSessionMissingError' });
    expect((await client.auth.getSession()).data.session).toBeNull();
  });

  it('ends the whole sign-in when the parent comes back after the reuse interval', async () => {
    const client = await signedIn();
    const parent = (await client.auth.getSession()).data.session!.refresh_token;
    const active = (await client.auth.refreshSession()).data.session!.refresh_token;
    await ageToken(parent, 11_000);
    expect((await refreshWith(parent)).error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    expect((await refreshWith(active)).error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it("leaves the account's other sign-ins alone", async () => {
    const client = await signedIn();
    const email = (await client.auth.getUser()).data.user!.email!;
    const other = s.client();
    expect((await other.auth.signInWithPassword({ email, password })).error).toBeNull();
    const old = (await client.auth.getSession()).data.session!.refresh_token;
    await client.auth.refreshSession();
    await client.auth.refreshSession();
    expect((await refreshWith(old)).error).toMatchObject({ code: 'refresh_token_already_used' });
    expect((await other.auth.refreshSession()).error).toBeNull();
    expect((await other.auth.getUser()).error).toBeNull();
  });
});
