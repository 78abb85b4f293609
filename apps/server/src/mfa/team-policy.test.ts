import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { aiUsageCounters } from '../db/schema/ai.ts';
import { sessions } from '../db/schema/auth.ts';
import { apiCall, serveWithAi, enrolledAccount, enrolVerified, passwordAccount } from '../testing/mfa-test-kit.ts';
import { setTestPlan } from '../testing/test-plan.ts';
import { createTestTeam } from '../testing/test-team.ts';

const served = serveWithAi();

const tokenOf = async (client: Awaited<ReturnType<typeof passwordAccount>>['client']) => (await client.auth.getSession()).data.session!.access_token;
const api = (token: string, method: string, path: string, body?: unknown) => apiCall(served.app, token, method, path, body);
const run = (token: string) => api(token, 'POST', '/api/ai/run', { action: 'tldr', text: 'hello' });

/** A Pro owner with a verified factor, an admin and a member with passwords and no factor, in one team. */
async function team() {
  const owner = await enrolledAccount(served.app, 'owner');
  const admin = await passwordAccount(served.app, 'admin');
  const member = await passwordAccount(served.app, 'member');
  await setTestPlan(served.app, owner.id, 'pro');
  const teamId = await createTestTeam(served.app, [{ id: owner.id, role: 'owner' }, { id: admin.id, role: 'admin' }, { id: member.id, role: 'member' }]);
  return { owner, admin, member, teamId };
}

describe('requiring two-step verification of a team', () => {
  it('is the owner’s, once they have a factor themselves', async () => {
    const { owner, admin, member } = await team();
    expect(await api(await tokenOf(admin.client), 'PUT', '/api/teams/mfa', { required: true })).toMatchObject({ status: 403, body: { code: 'team_forbidden' } });
    expect(await api(await tokenOf(member.client), 'PUT', '/api/teams/mfa', { required: true })).toMatchObject({ status: 403, body: { code: 'team_forbidden' } });
    const bare = await passwordAccount(served.app, 'bare-owner');
    await setTestPlan(served.app, bare.id, 'pro');
    await createTestTeam(served.app, [{ id: bare.id, role: 'owner' }]);
    expect(await api(await tokenOf(bare.client), 'PUT', '/api/teams/mfa', { required: true })).toMatchObject({ status: 409, body: { code: 'mfa_enroll_first' } });
    expect(await api(await tokenOf(owner.client), 'PUT', '/api/teams/mfa', { required: 'yes' })).toMatchObject({ status: 400 });
    expect(await api(await tokenOf(owner.client), 'PUT', '/api/teams/mfa', { required: true })).toEqual({ status: 200, body: { required: true } });
    expect(await api(await tokenOf(member.client), 'GET', '/api/teams/mfa')).toEqual({ status: 200, body: { required: true } });
  });

  it('stops a member without a factor from running anything until they set one up, and tells them', async () => {
    const { owner, member } = await team();
    expect((await run(await tokenOf(member.client))).status).toBe(200);
    await api(await tokenOf(owner.client), 'PUT', '/api/teams/mfa', { required: true });
    const arrivals = served.double.arrivals;
    expect(await run(await tokenOf(member.client))).toMatchObject({ status: 403, body: { code: 'mfa_setup_required' } });
    expect(served.double.arrivals).toBe(arrivals);
    // The refused run is not counted, though this server expected the member's plan and counted in the same statement.
    const counts = await served.app.database.db.select({ count: aiUsageCounters.count }).from(aiUsageCounters).where(eq(aiUsageCounters.userId, member.id));
    expect(counts.map((row) => row.count)).toEqual([1, 1, 1]); // the minute, hour and day of the team's Pro plan
    expect((await api(await tokenOf(member.client), 'GET', '/api/mfa')).body).toEqual({ enrolled: false, teamRequires: true, teamName: expect.any(String), setupRequired: true });
    await enrolVerified(member.client);
    expect((await api(await tokenOf(member.client), 'GET', '/api/mfa')).body).toMatchObject({ enrolled: true, setupRequired: false });
    expect((await run(await tokenOf(member.client))).status).toBe(200);
  });

  it('leaves sessions of the team’s single sign-on to the IdP', async () => {
    const { owner, member, teamId } = await team();
    await api(await tokenOf(owner.client), 'PUT', '/api/teams/mfa', { required: true });
    const token = await tokenOf(member.client);
    const sessionId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).session_id as string;
    await served.app.database.db.update(sessions).set({ amrMethod: 'sso/oidc', ssoTeamId: teamId }).where(eq(sessions.id, sessionId));
    expect((await run(token)).status).toBe(200);
    expect((await api(token, 'GET', '/api/mfa')).body).toMatchObject({ teamRequires: false, setupRequired: false });
    // Another team's SSO session is no such exemption.
    await served.app.database.db.update(sessions).set({ ssoTeamId: crypto.randomUUID() }).where(eq(sessions.id, sessionId));
    expect((await run(token)).status).toBe(403);
  });

  it('turned off, lets everyone run again', async () => {
    const { owner, member } = await team();
    await api(await tokenOf(owner.client), 'PUT', '/api/teams/mfa', { required: true });
    await api(await tokenOf(owner.client), 'PUT', '/api/teams/mfa', { required: false });
    expect((await run(await tokenOf(member.client))).status).toBe(200);
  });

  it('shows the owner and admins who has a factor, and members nobody’s', async () => {
    const { owner, admin, member } = await team();
    const list = async (client: typeof owner.client) => ((await api(await tokenOf(client), 'GET', '/api/teams/members')).body.members as { email: string; twoStep?: boolean }[]);
    expect((await list(owner.client)).map(({ email, twoStep }) => [email, twoStep])).toEqual([
      [owner.email, true],
      [admin.email, false],
      [member.email, false],
    ]);
    expect((await list(admin.client)).every((m) => typeof m.twoStep === 'boolean')).toBe(true);
    expect((await list(member.client)).some((m) => 'twoStep' in m)).toBe(false);
  });
});

describe('the audit log and security activity', () => {
  it('record the policy’s changes and each member’s enrolment and removal', async () => {
    const { owner, member } = await team();
    const ownerToken = await tokenOf(owner.client);
    await api(ownerToken, 'PUT', '/api/teams/mfa', { required: true });
    await api(ownerToken, 'PUT', '/api/teams/mfa', { required: true });
    const { factorId } = await enrolVerified(member.client, 'Pixel');
    expect((await member.client.auth.mfa.unenroll({ factorId })).error).toBeNull();
    const audit = (await api(await tokenOf(owner.client), 'GET', '/api/teams/audit?event=mfa.*')).body.events as { event: string; target: { email?: string }; details: unknown }[];
    expect(audit.map((e) => [e.event, e.target?.email ?? null, e.details])).toEqual([
      ['mfa.factor_removed', member.email, { factorType: 'totp', name: 'Pixel', reason: 'removed' }],
      ['mfa.factor_enrolled', member.email, { factorType: 'totp', name: 'Pixel' }],
      // Setting what is already set changes nothing and records nothing.
      ['mfa.required_changed', null, { required: { from: false, to: true } }],
    ]);
    const activity = (await api(await tokenOf(member.client), 'GET', '/api/account/security-activity')).body.events as { kind: string }[];
    expect(activity.map((e) => e.kind).filter((kind) => kind.startsWith('two_step'))).toEqual(['two_step_removed', 'two_step_enrolled']);
  });
});
