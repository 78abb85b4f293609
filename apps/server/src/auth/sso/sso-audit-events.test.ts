import { randomUUID } from 'node:crypto';
import type { AuditEventName } from '@selecta/shared/audit';
import type { SecurityActivityResponse } from '@selecta/shared/security-activity';
import type { TeamSso } from '@selecta/shared/team-sso';
import { beforeAll, describe, expect, it } from 'vitest';
import { actorOf, teamEvents } from '../../testing/audit-test-kit.ts';
import { teamMembers } from '../../db/schema/teams.ts';
import { createTestUser } from '../../testing/test-user.ts';
import { secret } from '../../testing/oauth-test-kit.ts';
import { coveredTeam, passwordSignIn, request } from '../../testing/sso-recovery-test-kit.ts';
import { serveWithSso, signInThroughIdp, ssoTeam } from '../../testing/sso-test-kit.ts';

// Issue 29: the team's single sign-on leaves one event per change (provider, domains, the requirement, recovery codes
// made and used), none for a refused or empty change, never a secret or a code; sign-ins through it are in the
// person's security activity.
const kit = serveWithSso();
const served = kit.served;
const db = () => served.app.database.db;
beforeAll(() => served.op.register([{ clientId: 'team-client', secret, redirectUri: `${served.app.url}/auth/v1/callback` }]));
const events = (teamId: string, event: AuditEventName) => teamEvents(db(), teamId, event);
const domainOf = () => `acme-${randomUUID().slice(0, 8)}.test`;

describe('single sign-on events', () => {
  it('sso.provider_saved, then sso.provider_removed: issuer and client before and after, whether the secret changed', async () => {
    const domain = domainOf();
    const team = await ssoTeam(served.app, kit.dns, { issuer: served.op.issuer, clientId: 'team-client', secret, domain });
    const token = team.owner.accessToken;
    const save = (body: object) => request(served.app, 'PUT', '/api/teams/sso', token, body);
    expect((await save({ issuer: served.op.issuer, clientId: 'team-client' })).status).toBe(200);
    expect((await save({ issuer: served.op.issuer, clientId: 'team-client-2', clientSecret: 'another secret' })).status).toBe(200);
    expect((await save({ issuer: 'not a url', clientId: 'x' })).status).toBe(400);
    const admin = await createTestUser(served.app);
    await db().insert(teamMembers).values({ teamId: team.teamId, userId: admin.id, role: 'admin' });
    expect((await request(served.app, 'PUT', '/api/teams/sso', admin.accessToken, { issuer: served.op.issuer, clientId: 'mine' })).status).toBe(403);
    const saved = await events(team.teamId, 'sso.provider_saved');
    expect(saved.map((e) => e.details)).toEqual([
      { issuer: { from: null, to: served.op.issuer }, clientId: { from: null, to: 'team-client' }, secretChanged: true, endedSessions: 0 },
      { issuer: { from: served.op.issuer, to: served.op.issuer }, clientId: { from: 'team-client', to: 'team-client-2' }, secretChanged: true, endedSessions: 0 },
    ]);
    // The first save came through app.request (no socket); the second over HTTP, from this machine.
    expect(saved[1]).toMatchObject({ actor: actorOf(team.owner), target: { type: 'sso_provider', id: team.teamId }, ip: '127.0.0.1' });
    expect((await request(served.app, 'DELETE', '/api/teams/sso', token)).status).toBe(200);
    expect((await request(served.app, 'DELETE', '/api/teams/sso', token)).status).toBe(200);
    expect((await events(team.teamId, 'sso.provider_removed')).map((e) => e.details)).toEqual([{ issuer: served.op.issuer }]);
    const log = JSON.stringify(await teamEvents(db(), team.teamId));
    expect(log).not.toContain(secret);
    expect(log).not.toContain('another secret');
  });

  it('sso.domain_added, sso.domain_verified and sso.domain_removed: once each; a claim again or an unproved domain write none', async () => {
    const domain = domainOf();
    const team = await ssoTeam(served.app, kit.dns, { issuer: served.op.issuer, clientId: 'team-client', secret, domain });
    const token = team.owner.accessToken;
    const other = domainOf();
    const claimed = (await request(served.app, 'POST', '/api/teams/sso/domains', token, { domain: other })).body as unknown as TeamSso;
    expect((await request(served.app, 'POST', '/api/teams/sso/domains', token, { domain: other })).status).toBe(201);
    const otherId = claimed.domains.find((d) => d.domain === other)!.id;
    expect((await request(served.app, 'POST', `/api/teams/sso/domains/${otherId}/verify`, token)).status).toBe(422);
    const verifiedId = claimed.domains.find((d) => d.domain === domain)!.id;
    expect((await request(served.app, 'POST', `/api/teams/sso/domains/${verifiedId}/verify`, token)).status).toBe(200);
    expect((await request(served.app, 'DELETE', `/api/teams/sso/domains/${otherId}`, token)).status).toBe(200);
    expect((await request(served.app, 'DELETE', `/api/teams/sso/domains/${otherId}`, token)).status).toBe(404);
    expect((await events(team.teamId, 'sso.domain_added')).map((e) => [e.target?.name, e.details])).toEqual([
      [domain, { domain }],
      [other, { domain: other }],
    ]);
    expect((await events(team.teamId, 'sso.domain_verified')).map((e) => e.details)).toEqual([{ domain, endedSessions: 0 }]);
    expect((await events(team.teamId, 'sso.domain_removed')).map((e) => [e.target?.id, e.details])).toEqual([[otherId, { domain: other, verified: false }]]);
  });

  it('member.joined: whoever signs in through the IdP joins, recorded once as their own act', async () => {
    const domain = domainOf();
    const team = await ssoTeam(served.app, kit.dns, { issuer: served.op.issuer, clientId: 'team-client', secret, domain });
    const email = `new-${randomUUID().slice(0, 6)}@${domain}`;
    const first = await signInThroughIdp(served, email, domain);
    await signInThroughIdp(served, email, domain);
    expect(await events(team.teamId, 'member.joined')).toMatchObject([
      { actor: { type: 'user', id: first.id, email }, target: { type: 'member', id: first.id, email }, ip: '127.0.0.1', details: { role: 'member' } },
    ]);
  });

  it('sso.required_changed: on and off, once each; asking for what already is writes none', async () => {
    const team = await ssoTeam(served.app, kit.dns, { issuer: served.op.issuer, clientId: 'team-client', secret, domain: domainOf() });
    const require = (required: boolean) => request(served.app, 'PUT', '/api/teams/sso/require', team.owner.accessToken, { required });
    for (const required of [true, true, false, false]) expect((await require(required)).status).toBe(200);
    expect((await events(team.teamId, 'sso.required_changed')).map((e) => [e.actor, e.details])).toEqual([
      [actorOf(team.owner), { required: { from: false, to: true }, endedSessions: 0 }],
      [actorOf(team.owner), { required: { from: true, to: false }, endedSessions: 0 }],
    ]);
  });

  it('sso.recovery_codes_generated and sso.recovery_code_used: the count, never a code; a wrong code writes none', async () => {
    const team = await coveredTeam(kit);
    expect((await passwordSignIn(served.app, team.owner.email, team.owner.password, 'AAAA-BBBB-CCCC')).status).toBe(422);
    const used = await passwordSignIn(served.app, team.owner.email, team.owner.password, team.codes[0]);
    expect(used.status).toBe(200);
    const renewed = await request(served.app, 'POST', '/api/teams/sso/recovery-codes', String(used.body.access_token));
    expect(renewed.status).toBe(200);
    expect((await events(team.teamId, 'sso.recovery_codes_generated')).map((e) => [e.actor, e.details])).toEqual([
      [actorOf(team.owner), { count: 10 }],
      [actorOf(team.owner), { count: 10 }],
    ]);
    expect(await events(team.teamId, 'sso.recovery_code_used')).toMatchObject([
      { actor: actorOf(team.owner), target: { type: 'recovery_codes', id: team.teamId }, ip: '127.0.0.1', details: { left: 9 } },
    ]);
    const log = JSON.stringify(await teamEvents(db(), team.teamId));
    for (const code of [...team.codes, ...((renewed.body as unknown as TeamSso).recoveryCodes ?? [])]) expect(log).not.toContain(code);

    // The owner's security activity names both sign-ins: through the IdP, then with a code.
    const activity = (await request(served.app, 'GET', '/api/account/security-activity', String(used.body.access_token))).body as unknown as SecurityActivityResponse;
    expect(activity.events.filter((e) => e.kind === 'sign_in').map((e) => e.method)).toEqual(['recovery_code', 'sso', 'password']);
  });
});
