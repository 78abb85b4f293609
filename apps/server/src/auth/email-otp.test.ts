import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oneTimeTokens, users } from '../db/schema/auth.ts';
import { maxWrongCodes } from './email-otp-verify.ts';
import { serveWithOutbox } from '../testing/serve-for-test.ts';

// supabase-js `signInWithOtp` / `verifyOtp` against GoTrue's contract: a mailed 6-digit code and link, single use,
// an hour, burnt after a few wrong codes.
const served = serveWithOutbox();

const fresh = () => `otp-${randomUUID()}@example.com`;
const codeOf = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const expired = { status: 403, code: 'otp_expired' };
const rows = (email: string) =>
  served.app.database.db
    .select({ type: oneTimeTokens.type })
    .from(oneTimeTokens)
    .innerJoin(users, eq(users.id, oneTimeTokens.userId))
    .where(and(eq(users.email, email), eq(oneTimeTokens.type, 'magiclink')));

async function mailedCode(email: string, options: Parameters<ReturnType<typeof served.app.client>['auth']['signInWithOtp']>[0]['options'] = {}) {
  const { data, error } = await served.app.client().auth.signInWithOtp({ email, options });
  expect(error).toBeNull();
  expect(data).toMatchObject({ user: null, session: null });
  const mail = await served.outbox.next(email);
  return { mail, code: codeOf(mail.text) };
}

describe('email sign-in codes (signInWithOtp / verifyOtp)', () => {
  it('mails a new address a code that signs in once, creating a confirmed account without a password', async () => {
    const email = fresh();
    const { mail, code } = await mailedCode(email);
    expect(mail.subject).toBe('Your Selecta sign-in code');
    expect(mail.html).toContain(code);
    const client = served.app.client();
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));
    const { data, error } = await client.auth.verifyOtp({ email, token: code, type: 'email' });
    expect(error).toBeNull();
    expect(events).toContain('SIGNED_IN');
    expect(data.user).toMatchObject({ email, app_metadata: { provider: 'email' } });
    expect(data.user!.email_confirmed_at).toBeTruthy();
    expect(data.user!.identities).toHaveLength(1);
    expect((await client.auth.getUser()).data.user?.email).toBe(email);
    // Single use, and the link went with the code.
    expect((await served.app.client().auth.verifyOtp({ email, token: code, type: 'email' })).error).toMatchObject(expired);
    expect(await rows(email)).toEqual([]);
    // No password: a password sign-in is refused like a wrong one.
    expect((await served.app.client().auth.signInWithPassword({ email, password: 'anything at all' })).error).toMatchObject({ code: 'invalid_credentials' });
  });

  it('writes in Spanish for a Spanish page, and its link lands there signed in, once', async () => {
    const email = fresh();
    const { mail } = await mailedCode(email, { emailRedirectTo: `${served.app.url}/es/dashboard` });
    expect(mail.subject).toBe('Tu código para iniciar sesión en Selecta');
    expect(mail.text).toContain('Introduce este código');
    const res = await fetch(mail.link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const landing = new URL(res.headers.get('location')!);
    expect(landing.origin + landing.pathname).toBe(`${served.app.url}/es/dashboard`);
    const fragment = new URLSearchParams(landing.hash.slice(1));
    expect(fragment.get('type')).toBe('magiclink');
    const me = await served.app.client().auth.getUser(fragment.get('access_token')!);
    expect(me.data.user?.email).toBe(email);
    const again = new URL((await fetch(mail.link, { redirect: 'manual' })).headers.get('location')!);
    expect(new URLSearchParams(again.hash.slice(1)).get('error_code')).toBe('otp_expired');
    expect((await served.app.client().auth.verifyOtp({ email, token: codeOf(mail.text), type: 'email' })).error).toMatchObject(expired);
  });

  it("takes the link's token_hash with type magiclink, and signs in an existing password account", async () => {
    const email = fresh();
    expect((await served.app.client().auth.signUp({ email, password: 'a password of mine' })).error).toBeNull();
    const { mail } = await mailedCode(email, { shouldCreateUser: false });
    const token_hash = new URL(mail.link).searchParams.get('token')!;
    const { data, error } = await served.app.client().auth.verifyOtp({ token_hash, type: 'magiclink' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    // The password still works: a code is another way in, not a reset.
    expect((await served.app.client().auth.signInWithPassword({ email, password: 'a password of mine' })).error).toBeNull();
  });

  it('refuses an unknown address with shouldCreateUser false (otp_disabled), creating and sending nothing', async () => {
    const email = fresh();
    const { error } = await served.app.client().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(error).toMatchObject({ status: 422, code: 'otp_disabled' });
    expect(await served.app.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect(await served.outbox.count(email)).toBe(0);
  });

  it('sends one mail a minute per address, and a refused second request keeps the first code', async () => {
    const email = fresh();
    const { code } = await mailedCode(email);
    const second = await served.app.client().auth.signInWithOtp({ email });
    expect(second.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(second.error!.message).toMatch(/after \d+ seconds/);
    expect(await served.outbox.count(email)).toBe(1);
    expect((await served.app.client().auth.verifyOtp({ email, token: code, type: 'email' })).error).toBeNull();
  });

  it(`burns the code after ${maxWrongCodes} wrong ones, whoever sends them; fewer leave it working`, async () => {
    const almost = fresh();
    const first = await mailedCode(almost);
    for (let i = 0; i < maxWrongCodes - 1; i++) {
      expect((await served.app.client().auth.verifyOtp({ email: almost, token: otherCode(first.code), type: 'email' })).error).toMatchObject(expired);
    }
    expect((await served.app.client().auth.verifyOtp({ email: almost, token: first.code, type: 'email' })).error).toBeNull();

    const guessed = fresh();
    const second = await mailedCode(guessed);
    for (let i = 0; i < maxWrongCodes; i++) await served.app.client().auth.verifyOtp({ email: guessed, token: otherCode(second.code), type: 'email' });
    expect((await served.app.client().auth.verifyOtp({ email: guessed, token: second.code, type: 'email' })).error).toMatchObject(expired);
    expect((await fetch(second.mail.link, { redirect: 'manual' })).headers.get('location')).toContain('error_code=otp_expired');
  });

  it('refuses an expired code and one for another address', async () => {
    const a = fresh();
    const b = fresh();
    const codeA = (await mailedCode(a)).code;
    const codeB = (await mailedCode(b)).code;
    expect((await served.app.client().auth.verifyOtp({ email: b, token: codeA === codeB ? otherCode(codeA) : codeA, type: 'email' })).error).toMatchObject(expired);
    await served.app.database.db.execute(sql`update auth_one_time_tokens set expires_at = now() - interval '1 second' where type = 'magiclink' and user_id = (select id from users where email = ${a})`);
    expect((await served.app.client().auth.verifyOtp({ email: a, token: codeA, type: 'email' })).error).toMatchObject(expired);
  });

  it('answers bad input with GoTrue errors, never a 5xx', async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${served.app.url}/auth/v1${path}`, { method: 'POST', headers: { 'x-supabase-api-version': '2024-01-01' }, body: JSON.stringify(body) }).then(async (r) => [r.status, ((await r.json()) as { code: string }).code]);
    expect(await post('/otp', {})).toEqual([400, 'validation_failed']);
    expect(await post('/otp', { email: 'not an address' })).toEqual([400, 'validation_failed']);
    expect(await post('/otp', { email: 42 })).toEqual([400, 'validation_failed']);
    expect(await post('/otp', { phone: '+15555550100' })).toEqual([400, 'phone_provider_disabled']);
    expect(await post('/otp', { email: fresh(), data: 'x' })).toEqual([400, 'validation_failed']);
    expect(await post('/verify', { type: 'email', token: '123456' })).toEqual([400, 'validation_failed']);
    expect(await post('/verify', { type: 'sms', email: fresh(), token: '123456' })).toEqual([400, 'validation_failed']);
    expect(await post('/verify', { type: 'email', email: fresh(), token: '12ab56' })).toEqual([403, 'otp_expired']);
    expect(await post('/verify', { type: 'email', email: fresh(), token: '1'.repeat(5000) })).toEqual([403, 'otp_expired']);
    expect(await post('/verify', { type: 'magiclink', token_hash: 'short' })).toEqual([403, 'otp_expired']);
  });
});
