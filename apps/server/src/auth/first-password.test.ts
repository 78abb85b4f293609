import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { codeAccount as signedInByCode, serveWithOutbox } from '../testing/serve-for-test.ts';

// An account made by an email code has no password; its owner may set one (settings), as GoTrue allows.
const served = serveWithOutbox();

const codeAccount = () => signedInByCode(served, 'first-pw');

describe('a first password for an account without one', () => {
  it('is set from a fresh session without a current password, then works for sign-in and needs proving to change', async () => {
    const { email, client } = await codeAccount();
    expect((await client.auth.updateUser({ password: 'my first password' })).error).toBeNull();
    expect((await served.app.client().auth.signInWithPassword({ email, password: 'my first password' })).error).toBeNull();
    const change = await client.auth.updateUser({ password: 'a second password' });
    expect(change.error).toMatchObject({ status: 400, code: 'current_password_required' });
  });

  it('asks a session older than a day for reauthentication first', async () => {
    const { email, client } = await codeAccount();
    await served.app.database.db.execute(sql`update auth_sessions set authenticated_at = now() - interval '25 hours' where user_id = (select id from users where email = ${email})`);
    const { error } = await client.auth.updateUser({ password: 'my first password' });
    expect(error).toMatchObject({ status: 400, code: 'reauthentication_needed' });
    expect((await served.app.client().auth.signInWithPassword({ email, password: 'my first password' })).error).toMatchObject({ code: 'invalid_credentials' });
  });
});
