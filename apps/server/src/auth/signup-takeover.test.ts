import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema/auth.ts';
import { serveWithOutbox } from '../testing/serve-for-test.ts';
import { startSession } from './sessions.ts';

// With AUTH_EMAIL_CONFIRM=true someone may sign up with another person's address before they do.
const served = serveWithOutbox({ AUTH_EMAIL_CONFIRM: 'true' });

const attackerPassword = 'the attacker password';
const ownerPassword = 'the owner password';

/** Lets the next confirmation mail go out now (one a minute per address otherwise). */
const allowNextMail = (email: string) => served.app.database.db.update(users).set({ confirmationSentAt: null }).where(eq(users.email, email));
const signUp = (email: string, password: string) => served.app.client().auth.signUp({ email, password });
const signsIn = async (email: string, password: string) => (await served.app.client().auth.signInWithPassword({ email, password })).error === null;
const follow = async (link: string) => {
  const res = await fetch(link, { redirect: 'manual' });
  return Object.fromEntries(new URLSearchParams(new URL(res.headers.get('location')!).hash.slice(1)));
};

describe('an address signed up by someone else first', () => {
  it("confirms with the password of the sign-up that sent the link, and ends every earlier session", async () => {
    const email = `victim-${randomUUID()}@example.com`;
    await signUp(email, attackerPassword);
    const attackerLink = (await served.outbox.next(email)).link;
    // A session from before the confirmation (however it was obtained) must not survive it.
    const [row] = await served.app.database.db.select().from(users).where(eq(users.email, email));
    const earlier = await startSession(served.app.database.db, row!, 'password', { method: 'password', ip: null, userAgent: null });
    await allowNextMail(email);
    expect((await signUp(email, ownerPassword)).error).toBeNull();
    const ownerLink = (await served.outbox.next(email)).link;

    expect((await follow(ownerLink)).access_token).toBeTruthy();
    expect(await signsIn(email, ownerPassword)).toBe(true);
    expect(await signsIn(email, attackerPassword)).toBe(false);
    const stale = await served.app.client().auth.refreshSession({ refresh_token: earlier.refreshToken });
    expect(stale.error).toMatchObject({ code: 'refresh_token_not_found' });
    // The other sign-up's link is spent with the confirmation.
    expect(await follow(attackerLink)).toMatchObject({ error_code: 'otp_expired' });
  });

  it("keeps the owner's link working when someone signs up with the address after them", async () => {
    const email = `owner-${randomUUID()}@example.com`;
    await signUp(email, ownerPassword);
    const ownerLink = (await served.outbox.next(email)).link;
    await allowNextMail(email);
    await signUp(email, attackerPassword);
    await served.outbox.next(email);
    expect((await follow(ownerLink)).access_token).toBeTruthy();
    expect(await signsIn(email, ownerPassword)).toBe(true);
    expect(await signsIn(email, attackerPassword)).toBe(false);
  });

  it('keeps a pending confirmation link working after a password-reset request', async () => {
    const email = `pending-${randomUUID()}@example.com`;
    await signUp(email, ownerPassword);
    const confirmLink = (await served.outbox.next(email)).link;
    expect((await served.app.client().auth.resetPasswordForEmail(email)).error).toBeNull();
    const resetLink = (await served.outbox.next(email)).link;
    expect(new URL(resetLink).searchParams.get('type')).toBe('recovery');
    expect((await follow(confirmLink)).type).toBe('signup');
    expect(await signsIn(email, ownerPassword)).toBe(true);
    // ...and the reset link still works too.
    expect((await follow(resetLink)).type).toBe('recovery');
  });
});
