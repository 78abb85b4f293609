import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/auth.ts';
import { type ServedApp, serveTestApp } from '../testing/serve-for-test.ts';
import { maxMetadataBytes } from './user-metadata.ts';

let s: ServedApp;
beforeAll(async () => {
  s = await serveTestApp();
});
afterAll(() => s.close());

const password = 'a long enough password';
/** The longest address the service accepts (255 characters), so the token is as big as it gets. */
const longestEmail = () => `${randomUUID().replaceAll('-', '')}${'a'.repeat(255 - 32 - '@example.com'.length)}@example.com`;
/** Metadata whose JSON is exactly `bytes` long. */
const metadataOf = (bytes: number) => ({ note: 'x'.repeat(bytes - '{"note":""}'.length) });

describe('user metadata', () => {
  it('removes a key set to null, as GoTrue does, and keeps the rest', async () => {
    const client = s.client();
    await client.auth.signUp({ email: `meta-${randomUUID()}@example.com`, password, options: { data: { locale: 'es', theme: 'dark' } } });
    const { data, error } = await client.auth.updateUser({ data: { theme: null, plan: 'plus' } });
    expect(error).toBeNull();
    expect(data.user!.user_metadata).toMatchObject({ locale: 'es', plan: 'plus' });
    expect(data.user!.user_metadata).not.toHaveProperty('theme');
    const fresh = (await client.auth.refreshSession()).data.session!;
    expect(fresh.user.user_metadata).not.toHaveProperty('theme');
  });

  it(`accepts ${maxMetadataBytes} bytes, and the access token stays well under 8 kB even with the longest email`, async () => {
    const client = s.client();
    const { data, error } = await client.auth.signUp({ email: longestEmail(), password, options: { data: metadataOf(maxMetadataBytes) } });
    expect(error).toBeNull();
    const token = data.session!.access_token;
    expect(token.length).toBeLessThan(6144);
    // The whole metadata is in the token, and the token works on the account's own calls.
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { user_metadata: { note: string } };
    expect(claims.user_metadata.note).toHaveLength(metadataOf(maxMetadataBytes).note.length);
    expect((await client.auth.getUser()).error).toBeNull();
  });

  it('refuses metadata over the cap at sign-up and in PUT /user, keeping what was stored', async () => {
    const tooBig = await s.client().auth.signUp({ email: `big-${randomUUID()}@example.com`, password, options: { data: metadataOf(maxMetadataBytes + 1) } });
    expect(tooBig.error).toMatchObject({ status: 400, code: 'validation_failed' });
    const client = s.client();
    await client.auth.signUp({ email: `grow-${randomUUID()}@example.com`, password, options: { data: metadataOf(maxMetadataBytes - 100) } });
    const grow = await client.auth.updateUser({ data: { more: 'y'.repeat(200) } });
    expect(grow.error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect((await client.auth.getUser()).data.user!.user_metadata).not.toHaveProperty('more');
  });

  it('lets an account with oversized metadata from before the cap sign in and shrink it', async () => {
    const email = `legacy-${randomUUID()}@example.com`;
    await s.client().auth.signUp({ email, password });
    await s.database.db.update(users).set({ userMetadata: { ...metadataOf(16_000), locale: 'es' } }).where(eq(users.email, email));
    const client = s.client();
    const signIn = await client.auth.signInWithPassword({ email, password });
    expect(signIn.error).toBeNull();
    expect(signIn.data.session!.access_token.length).toBeLessThan(2048);
    const shrunk = await client.auth.updateUser({ data: { note: null } });
    expect(shrunk.error).toBeNull();
    expect(shrunk.data.user!.user_metadata).toMatchObject({ locale: 'es' });
    const refreshed = (await client.auth.refreshSession()).data.session!;
    const claims = JSON.parse(Buffer.from(refreshed.access_token.split('.')[1]!, 'base64url').toString());
    expect(claims.user_metadata).toMatchObject({ locale: 'es', email });
  });
});
