import { randomUUID } from 'node:crypto';
import type { SecurityActivityResponse, SecurityEvent } from '@selecta/shared/security-activity';
import type { SupabaseClient } from '@supabase/supabase-js';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { browse, browserClient, newJar, serveWithProviders } from '../testing/oauth-test-kit.ts';
import { securityEvents } from '../db/schema/audit.ts';
import { deleteExpiredSecurityEvents } from './security-activity.ts';

// Issue 29: every account sees its last 90 days of sign-ins (how, when, from where, which browser) and security
// changes; refreshing a session is not a sign-in; nobody else sees them.
const served = serveWithProviders();
const agent = 'Mozilla/5.0 (X11; Linux x86_64) SelectaTest/2.0';
const client = () => served.app.client({ 'user-agent': agent });

async function activity(token: string | null): Promise<{ status: number; events: SecurityEvent[]; code?: string }> {
  const res = await fetch(`${served.app.url}/api/account/security-activity`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const body = (await res.json()) as SecurityActivityResponse & { code?: string };
  return { status: res.status, events: body.events ?? [], ...(body.code ? { code: body.code } : {}) };
}
const tokenOf = async (c: SupabaseClient) => (await c.auth.getSession()).data.session!.access_token;
const linkIn = (text: string) => /(http\S+\/auth\/v1\/verify\S+)/.exec(text)![1]!;

describe('GET /api/account/security-activity', () => {
  it('lists sign-ins by password, email code, magic link, password reset and provider, newest first; a refresh is none', async () => {
    const email = `seen-${randomUUID()}@example.com`;
    const web = client();
    expect((await web.auth.signUp({ email, password: 'first password here' })).error).toBeNull();
    expect((await web.auth.signInWithPassword({ email, password: 'first password here' })).error).toBeNull();
    expect((await web.auth.refreshSession()).error).toBeNull();

    expect((await web.auth.signInWithOtp({ email })).error).toBeNull();
    const codeMail = await served.outbox.next(email);
    const code = /\b(\d{6})\b/.exec(codeMail.text)![1]!;
    expect((await web.auth.verifyOtp({ email, token: code, type: 'email' })).error).toBeNull();
    expect((await web.auth.signInWithOtp({ email })).error).toBeNull();
    const magic = await fetch(linkIn((await served.outbox.next(email)).text), { redirect: 'manual', headers: { 'user-agent': agent } });
    expect(new URL(magic.headers.get('location')!).hash).toContain('access_token=');

    expect((await web.auth.resetPasswordForEmail(email, { redirectTo: `${served.app.url}/en/reset-password` })).error).toBeNull();
    const reset = await fetch(linkIn((await served.outbox.next(email)).text), { redirect: 'manual', headers: { 'user-agent': agent } });
    expect(new URL(reset.headers.get('location')!).hash).toContain('type=recovery');

    served.op.signInAs({ sub: randomUUID(), email, email_verified: true });
    const jar = newJar();
    const google = browserClient(served.app, 'pkce', jar);
    const { data } = await google.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: `${served.app.url}/en/dashboard`, skipBrowserRedirect: true } });
    const landed = await browse(served.app, data.url!, jar);
    expect((await google.auth.exchangeCodeForSession(landed.searchParams.get('code')!)).error).toBeNull();

    const { status, events } = await activity(await tokenOf(web));
    expect(status).toBe(200);
    // The Google sign-in linked Google to the account (its verified address): that is a security change too.
    expect(events.map((e) => [e.kind, e.method ?? e.provider])).toEqual([
      ['sign_in', 'oauth'],
      ['identity_linked', 'google'],
      ['sign_in', 'password_reset'],
      ['sign_in', 'magic_link'],
      ['sign_in', 'email_code'],
      ['sign_in', 'password'],
      ['sign_in', 'password'],
    ]);
    expect(events[0]).toMatchObject({ provider: 'google', ip: '127.0.0.1' });
    expect(events.at(-1)).toMatchObject({ ip: '127.0.0.1', userAgent: agent });
    expect(events.at(-1)!.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('lists a password change, an unlinked identity and signing out other devices and everywhere', async () => {
    const email = `change-${randomUUID()}@example.com`;
    const web = client();
    expect((await web.auth.signUp({ email, password: 'first password here' })).error).toBeNull();
    const phone = client();
    expect((await phone.auth.signInWithPassword({ email, password: 'first password here' })).error).toBeNull();
    expect((await web.auth.updateUser({ password: 'second password here', current_password: 'first password here' } as never)).error).toBeNull();
    expect((await phone.auth.signInWithPassword({ email, password: 'second password here' })).error).toBeNull();
    expect((await web.auth.signOut({ scope: 'others' })).error).toBeNull();
    const token = await tokenOf(web);
    const kinds = (await activity(token)).events.map((e) => [e.kind, e.scope ?? e.method]);
    expect(kinds).toEqual([
      ['sessions_ended', 'others'],
      ['sign_in', 'password'],
      ['password_changed', undefined],
      ['sign_in', 'password'],
      ['sign_in', 'password'],
    ]);
    // Sign out everywhere: the list says so, and the token that did it no longer reads it.
    expect((await web.auth.signOut({ scope: 'global' })).error).toBeNull();
    expect(await activity(token)).toMatchObject({ status: 401 });
    const again = client();
    expect((await again.auth.signInWithPassword({ email, password: 'second password here' })).error).toBeNull();
    expect((await activity(await tokenOf(again))).events.slice(0, 2).map((e) => [e.kind, e.scope ?? e.method])).toEqual([
      ['sign_in', 'password'],
      ['sessions_ended', 'global'],
    ]);
  });

  it("shows nobody another's activity: signed out, a forged token and a stale one are 401", async () => {
    const web = client();
    const email = `mine-${randomUUID()}@example.com`;
    expect((await web.auth.signUp({ email, password: 'first password here' })).error).toBeNull();
    const token = await tokenOf(web);
    expect(await activity(null)).toMatchObject({ status: 401, code: 'unauthorized' });
    const [header, payload] = token.split('.');
    expect((await activity(`${header}.${payload}.${Buffer.from('not a signature').toString('base64url')}`)).status).toBe(401);
    const other = client();
    expect((await other.auth.signUp({ email: `other-${randomUUID()}@example.com`, password: 'first password here' })).error).toBeNull();
    const theirs = await activity(await tokenOf(other));
    expect(theirs.events).toHaveLength(1);
    expect(JSON.stringify(theirs)).not.toContain(email);
  });

  it('keeps 90 days, is in the data export, and goes with the account', async () => {
    const web = client();
    const email = `gone-${randomUUID()}@example.com`;
    const { data } = await web.auth.signUp({ email, password: 'first password here' });
    const userId = data.user!.id;
    const db = served.app.database.db;
    await db.insert(securityEvents).values({ userId, kind: 'sign_in', method: 'password', at: new Date(Date.now() - 91 * 86_400_000) });
    expect((await activity(await tokenOf(web))).events).toHaveLength(1);
    await deleteExpiredSecurityEvents(db);
    expect(await db.select().from(securityEvents).where(eq(securityEvents.userId, userId))).toHaveLength(1);
    const token = await tokenOf(web);
    const exported = (await (await fetch(`${served.app.url}/api/account/export`, { headers: { authorization: `Bearer ${token}` } })).json()) as { securityActivity: SecurityEvent[] };
    expect(exported.securityActivity).toMatchObject([{ kind: 'sign_in', method: 'password', userAgent: agent }]);
    const deleted = await fetch(`${served.app.url}/api/account`, { method: 'DELETE', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'first password here' }) });
    expect(deleted.status).toBe(200);
    expect(await db.select().from(securityEvents).where(eq(securityEvents.userId, userId))).toEqual([]);
  });
});
