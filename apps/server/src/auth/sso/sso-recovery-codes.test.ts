import { randomUUID } from 'node:crypto';
import type { TeamSso } from '@selecta/shared/team-sso';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/auth.ts';
import { subscriptions } from '../../db/schema/billing.ts';
import { teamMembers, teamSsoRecoveryCodes } from '../../db/schema/teams.ts';
import { createTestUser } from '../../testing/test-user.ts';
import { secret } from '../../testing/oauth-test-kit.ts';
import { coveredTeam, passwordSignIn, refresh, request } from '../../testing/sso-recovery-test-kit.ts';
import { endSessionsOutsideSso } from './sso-required.ts';
import { serveWithSso, ssoTeam } from '../../testing/sso-test-kit.ts';

// The team owner's recovery codes (decision 040, amendment 2026-11-28): the way back in when the team's IdP breaks.
const kit = serveWithSso();
const served = kit.served;
const db = () => served.app.database.db;
beforeAll(() => served.op.register([{ clientId: 'team-client', secret, redirectUri: `${served.app.url}/auth/v1/callback` }]));

const settings = async (bearer: string) => (await request(served.app, 'GET', '/api/teams/sso', bearer)).body as unknown as TeamSso;
const amrOf = (jwt: string) => (JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as { amr: { method: string }[] }).amr[0]!.method;
const recoverySessions = async (userId: string) =>
  (await db().select().from(sessions).where(and(eq(sessions.userId, userId), eq(sessions.amrMethod, 'sso/recovery')))).length;

describe('issuing recovery codes', () => {
  it('answers 10 readable codes to an owner require-SSO covers, once, and stores only their hashes', async () => {
    const team = await coveredTeam(kit);
    expect(team.codes).toHaveLength(10);
    expect(new Set(team.codes).size).toBe(10);
    for (const code of team.codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}-[0-9a-hjkmnp-tv-z]{4}-[0-9a-hjkmnp-tv-z]{4}$/);
    expect(team.answer.recoveryCodesLeft).toBe(10);
    const again = await settings(team.sso.accessToken);
    expect([again.recoveryCodes, again.recoveryCodesLeft]).toEqual([undefined, 10]);
    // Hashed at rest: no column of any row holds a code, with or without its dashes.
    const rows = await db().select().from(teamSsoRecoveryCodes).where(eq(teamSsoRecoveryCodes.teamId, team.teamId));
    expect(rows).toHaveLength(10);
    const stored = JSON.stringify(rows);
    for (const code of team.codes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replaceAll('-', ''));
    }
  });

  it('gives none to an owner outside the domains, nor when require-SSO is turned off', async () => {
    const outside = await ssoTeam(served.app, kit.dns, { issuer: served.op.issuer, clientId: 'team-client', secret, domain: `out-${randomUUID().slice(0, 8)}.test` });
    const on = await request(served.app, 'PUT', '/api/teams/sso/require', outside.owner.accessToken, { required: true });
    expect([on.status, on.body.recoveryCodes, on.body.recoveryCodesLeft]).toEqual([200, undefined, 0]);
    const team = await coveredTeam(kit);
    const off = await request(served.app, 'PUT', '/api/teams/sso/require', team.sso.accessToken, { required: false });
    expect([off.status, off.body.recoveryCodes, off.body.recoveryCodesLeft]).toEqual([200, undefined, 10]);
  });

  it('makes a new set on request (owner only, Pro only), which ends the old one; the count follows', async () => {
    const team = await coveredTeam(kit);
    const renewed = await request(served.app, 'POST', '/api/teams/sso/recovery-codes', team.sso.accessToken);
    const fresh = renewed.body as unknown as TeamSso;
    expect([renewed.status, fresh.recoveryCodes?.length, fresh.recoveryCodesLeft]).toEqual([200, 10, 10]);
    expect(fresh.recoveryCodes!.some((code) => team.codes.includes(code))).toBe(false);
    const old = await passwordSignIn(served.app, team.owner.email, team.owner.password, team.codes[0]);
    expect([old.status, old.body.code]).toEqual([422, 'user_sso_managed']);
    const used = await passwordSignIn(served.app, team.owner.email, team.owner.password, fresh.recoveryCodes![0]);
    expect(used.status).toBe(200);
    expect((await settings(String(used.body.access_token))).recoveryCodesLeft).toBe(9);

    for (const role of ['admin', 'member'] as const) {
      const insider = await createTestUser(served.app);
      await db().insert(teamMembers).values({ teamId: team.teamId, userId: insider.id, role });
      const res = await request(served.app, 'POST', '/api/teams/sso/recovery-codes', insider.accessToken);
      expect([res.status, res.body.code]).toEqual([403, 'team_forbidden']);
    }
    expect((await settings(String(used.body.access_token))).recoveryCodesLeft).toBe(9);
    await db().update(subscriptions).set({ status: 'canceled' }).where(eq(subscriptions.userId, team.owner.id));
    const lapsed = await request(served.app, 'POST', '/api/teams/sso/recovery-codes', String(used.body.access_token));
    expect([lapsed.status, lapsed.body.code]).toEqual([403, 'pro_required']);
  });
});

describe('signing in with a recovery code', () => {
  it('signs the owner in past require-SSO with a session of the team that refreshes and outlives the sign-out', async () => {
    const team = await coveredTeam(kit);
    const refused = await passwordSignIn(served.app, team.owner.email, team.owner.password);
    expect([refused.status, refused.body.code]).toEqual([422, 'user_sso_managed']);

    const signedIn = await passwordSignIn(served.app, team.owner.email, team.owner.password, team.codes[3]!.toUpperCase());
    expect(signedIn.status).toBe(200);
    const accessToken = String(signedIn.body.access_token);
    expect(amrOf(accessToken)).toBe('sso/recovery');
    const [row] = await db().select().from(sessions).where(and(eq(sessions.userId, team.owner.id), eq(sessions.amrMethod, 'sso/recovery')));
    expect(row?.ssoTeamId).toBe(team.teamId);
    // Neither the sign-out of sessions outside SSO nor the refresh check ends it.
    await endSessionsOutsideSso(db(), team.teamId);
    const renewed = await refresh(served.app, String(signedIn.body.refresh_token));
    expect(renewed.status).toBe(200);
    expect((await settings(String(renewed.body.access_token))).recoveryCodesLeft).toBe(9);

    const mail = await served.outbox.next(team.owner.email);
    expect(mail.subject).toBe('A recovery code was used to sign in to Selecta');
    expect(mail.text).toContain('You have 9 unused recovery codes left.');
    for (const code of team.codes) expect(mail.text + mail.html).not.toContain(code);

    // Once only.
    const twice = await passwordSignIn(served.app, team.owner.email, team.owner.password, team.codes[3]);
    expect([twice.status, twice.body.code]).toEqual([422, 'user_sso_managed']);

    // The next one, from a Spanish page: the mail is in Spanish.
    expect((await passwordSignIn(served.app, team.owner.email, team.owner.password, team.codes[4], 'es')).status).toBe(200);
    expect((await served.outbox.next(team.owner.email)).text).toContain('Te quedan 8 códigos de recuperación sin usar.');

    // From it the owner turns require-SSO off; it is no proof the IdP works, so not on again.
    const token = String(renewed.body.access_token);
    expect((await request(served.app, 'PUT', '/api/teams/sso/require', token, { required: false })).status).toBe(200);
    const on = await request(served.app, 'PUT', '/api/teams/sso/require', token, { required: true });
    expect([on.status, on.body.code]).toEqual([409, 'sso_test_first']);
  });

  it('spends a code once when two sign-ins use it at the same time', async () => {
    const team = await coveredTeam(kit);
    const both = await Promise.all([0, 1].map(() => passwordSignIn(served.app, team.owner.email, team.owner.password, team.codes[0])));
    expect(both.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(await recoverySessions(team.owner.id)).toBe(1);
  });

  it('refuses a wrong password with a good code (400 invalid_credentials) and keeps the code', async () => {
    const team = await coveredTeam(kit);
    const wrong = await passwordSignIn(served.app, team.owner.email, 'not the password at all', team.codes[0]);
    expect([wrong.status, wrong.body.code]).toEqual([400, 'invalid_credentials']);
    expect(await recoverySessions(team.owner.id)).toBe(0);
    expect((await passwordSignIn(served.app, team.owner.email, team.owner.password, team.codes[0])).status).toBe(200);
  });

  it('refuses wrong and malformed codes, an admin’s or member’s use of the owner’s code, and another team’s owner’s code', async () => {
    const team = await coveredTeam(kit);
    const otherTeam = await coveredTeam(kit, 'else');
    const refusedWith = async (email: string, password: string, code: string) => {
      const res = await passwordSignIn(served.app, email, password, code);
      expect([res.status, res.body.code]).toEqual([422, 'user_sso_managed']);
    };
    await refusedWith(team.owner.email, team.owner.password, 'zzzz-zzzz-zzzz');
    await refusedWith(team.owner.email, team.owner.password, 'not a code');
    await refusedWith(team.owner.email, team.owner.password, otherTeam.codes[0]!);
    for (const role of ['admin', 'member'] as const) {
      // Signed up elsewhere (sign-up at the domain is refused now), then moved to the domain and into the team.
      const insider = await createTestUser(served.app);
      const email = `${role}-${randomUUID().slice(0, 8)}@${team.domain}`;
      await db().update(users).set({ email }).where(eq(users.id, insider.id));
      await db().insert(teamMembers).values({ teamId: team.teamId, userId: insider.id, role });
      await refusedWith(email, insider.password, team.codes[1]!);
      expect(await recoverySessions(insider.id)).toBe(0);
    }
    // None of it spent a code: every one still signs its owner in.
    expect((await passwordSignIn(served.app, team.owner.email, team.owner.password, team.codes[1])).status).toBe(200);
    expect((await passwordSignIn(served.app, otherTeam.owner.email, otherTeam.owner.password, otherTeam.codes[0])).status).toBe(200);
  });

  it('is no way around a password for an address SSO does not cover: the code is ignored', async () => {
    const team = await coveredTeam(kit);
    const outsider = await createTestUser(served.app);
    const res = await passwordSignIn(served.app, outsider.email, outsider.password, team.codes[0]);
    expect(res.status).toBe(200);
    expect(amrOf(String(res.body.access_token))).toBe('password');
    expect((await settings(team.sso.accessToken)).recoveryCodesLeft).toBe(10);
  });
});
