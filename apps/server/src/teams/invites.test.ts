import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamInvites } from '../db/schema/teams.ts';
import { createTestUser } from '../testing/test-user.ts';
import { call, createOwner, createTeamsTestApp, inviteToken, publicUrl } from '../testing/teams-test-kit.ts';

let kit: Awaited<ReturnType<typeof createTeamsTestApp>>;
beforeAll(async () => {
  kit = await createTeamsTestApp();
});
afterAll(() => kit.close());

const accept = (user: Parameters<typeof call>[1], token: string) => call(kit.t, user, 'POST', '/api/teams/invites/accept', { token });
const preview = (token: string) => call(kit.t, null, 'POST', '/api/teams/invites/preview', { token });

describe('team invites', () => {
  it('mails a single-use link to the invite page in the chosen language, valid 7 days', async () => {
    const { owner } = await createOwner(kit.t, 'Acme <b>');
    const email = `Colleague-${randomUUID()}@Example.com`;
    const { token, mail } = await inviteToken(kit.t, kit.outbox, owner, email.toLowerCase(), 'member', 'es');
    expect(mail.link).toBe(`${publicUrl}/es/invite?token=${token}`);
    expect(mail.subject).toBe('Te invitan a unirte a Acme <b> en Selecta');
    expect(mail.html).toContain('Acme &#60;b&#62;');
    expect(mail.text).toContain('7 días');
    const en = await inviteToken(kit.t, kit.outbox, owner, `en-${randomUUID()}@example.com`);
    expect(en.mail.subject).toBe('You are invited to join Acme <b> on Selecta');
    const shown = await preview(token);
    expect(shown.body).toMatchObject({ teamName: 'Acme <b>', email: email.toLowerCase(), role: 'member', status: 'pending' });
    const days = (Date.parse(shown.body.expiresAt as string) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('lets the invited address join once (in any letter case); the link is then used up', async () => {
    const { owner } = await createOwner(kit.t);
    const colleague = await createTestUser(kit.t);
    expect((await call(kit.t, owner, 'POST', '/api/teams/invites', { email: ` ${colleague.email.toUpperCase()} ` })).status).toBe(201);
    const token = new URL((await kit.outbox.next(colleague.email)).link).searchParams.get('token')!;
    const joined = await accept(colleague, token);
    expect(joined.status).toBe(200);
    expect(joined.body.team).toMatchObject({ role: 'member', active: true });
    expect(await accept(colleague, token)).toMatchObject({ status: 410, body: { code: 'invite_used' } });
    expect((await preview(token)).body).toMatchObject({ status: 'accepted' });
    const listed = await call(kit.t, owner, 'GET', '/api/teams/invites');
    expect(listed.body.invites).toEqual([]);
  });

  it('refuses a wrong email, an expired link, a revoked link, an old link after a resend, and an unknown token', async () => {
    const { owner } = await createOwner(kit.t);
    const colleague = await createTestUser(kit.t);
    const stranger = await createTestUser(kit.t);
    const first = await inviteToken(kit.t, kit.outbox, owner, colleague.email);
    expect(await accept(stranger, first.token)).toMatchObject({ status: 403, body: { code: 'invite_wrong_email', message: expect.stringContaining(colleague.email) } });

    await kit.t.database.db.update(teamInvites).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(teamInvites.id, first.inviteId));
    expect(await accept(colleague, first.token)).toMatchObject({ status: 410, body: { code: 'invite_expired' } });
    expect((await call(kit.t, owner, 'GET', '/api/teams/invites')).body.invites).toMatchObject([{ id: first.inviteId, status: 'expired' }]);

    const resent = await call(kit.t, owner, 'POST', `/api/teams/invites/${first.inviteId}/resend`, { locale: 'en' });
    expect(resent.body.invite).toMatchObject({ status: 'pending' });
    const fresh = new URL((await kit.outbox.next(colleague.email)).link).searchParams.get('token')!;
    expect(await accept(colleague, first.token)).toMatchObject({ status: 404, body: { code: 'invite_not_found' } });

    expect((await call(kit.t, owner, 'DELETE', `/api/teams/invites/${first.inviteId}`)).status).toBe(200);
    expect(await accept(colleague, fresh)).toMatchObject({ status: 410, body: { code: 'invite_revoked' } });
    expect(await call(kit.t, owner, 'DELETE', `/api/teams/invites/${first.inviteId}`)).toMatchObject({ status: 404, body: { code: 'invite_not_found' } });

    expect(await accept(colleague, 'x'.repeat(32))).toMatchObject({ status: 404, body: { code: 'invite_not_found' } });
    expect(await accept(colleague, 'short')).toMatchObject({ status: 400 });
    expect(await preview('y'.repeat(32))).toMatchObject({ status: 404, body: { code: 'invite_not_found' } });
  });

  it('replaces an open invite to the same address, and refuses members and people already in a team', async () => {
    const { owner } = await createOwner(kit.t);
    const other = await createOwner(kit.t, 'Other');
    const email = `twice-${randomUUID()}@example.com`;
    const a = await inviteToken(kit.t, kit.outbox, owner, email);
    const b = await inviteToken(kit.t, kit.outbox, owner, email, 'admin');
    expect((await preview(a.token)).body).toMatchObject({ status: 'revoked' });
    expect((await call(kit.t, owner, 'GET', '/api/teams/invites')).body.invites).toMatchObject([{ id: b.inviteId, role: 'admin' }]);
    expect(await call(kit.t, owner, 'POST', '/api/teams/invites', { email: owner.email })).toMatchObject({ status: 409, body: { code: 'already_member' } });
    expect(await call(kit.t, owner, 'POST', '/api/teams/invites', { email: 'not an email' })).toMatchObject({ status: 400 });
    // The other team's owner may be invited, but cannot join while in their own team.
    const { token } = await inviteToken(kit.t, kit.outbox, owner, other.owner.email);
    expect(await accept(other.owner, token)).toMatchObject({ status: 409, body: { code: 'already_in_team' } });
  });

  it('works for an account signed up after the invite was sent', async () => {
    const { owner } = await createOwner(kit.t);
    const email = `later-${randomUUID()}@example.com`;
    const { token } = await inviteToken(kit.t, kit.outbox, owner, email);
    const colleague = await createTestUser(kit.t, { email });
    expect((await accept(colleague, token)).status).toBe(200);
    expect((await call(kit.t, colleague, 'GET', '/api/auth/user/plan')).body).toEqual({ plan: 'pro' });
  });
});
