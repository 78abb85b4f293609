import { describe, expect, it } from 'vitest';
import { setTestPlan } from '../../testing/test-plan.ts';
import { createTestTeam } from '../../testing/test-team.ts';
import { apiCall, serveWithAi, codeFor, enrolledAccount, passwordAccount, signIn } from '../../testing/mfa-test-kit.ts';

const served = serveWithAi();

const api = async (token: string, method: string, path: string, body?: unknown) => {
  const { status, body: answer } = await apiCall(served.app, token, method, path, body);
  return { status, code: answer.code as string | undefined };
};

/** Every call the issue names as aal2-only, and the everyday ones an aal1 session of such an account must not reach either. */
const calls = (memberId: string) =>
  [
    ['DELETE', '/api/account', { email: 'x@example.com' }],
    ['PUT', '/api/teams/sso', { issuer: 'https://idp.example.com', clientId: 'c', clientSecret: 's' }],
    ['PUT', '/api/teams/sso/require', { required: true }],
    ['POST', '/api/teams/sso/domains', { domain: 'example.com' }],
    ['POST', '/api/teams/transfer', { userId: memberId }],
    ['PUT', '/api/models/team/endpoint', { url: 'https://llm.example.com/v1', model: 'm' }],
    ['DELETE', '/api/models/team/endpoint', undefined],
    ['PUT', '/api/teams/mfa', { required: true }],
    ['POST', '/api/teams/scim/tokens', { name: 'Okta' }],
    ['GET', '/api/usage', undefined],
    ['POST', '/api/ai/run', { action: 'tldr', text: 'hello' }],
  ] as const;

describe('an aal1 session of an account with a verified factor', () => {
  it('is refused 403 insufficient_aal at every aal2-only call and everywhere else in the API; at aal2 none of them says so', async () => {
    const owner = await enrolledAccount(served.app, 'owner');
    const member = await passwordAccount(served.app, 'member');
    await setTestPlan(served.app, owner.id, 'pro');
    await createTestTeam(served.app, [{ id: owner.id, role: 'owner' }, { id: member.id, role: 'member' }]);
    const half = await signIn(served.app, owner.email);
    const arrivals = served.double.arrivals;
    for (const [method, path, body] of calls(member.id)) {
      expect([path, await api(half.session.access_token, method, path, body)]).toEqual([path, { status: 403, code: 'insufficient_aal' }]);
    }
    expect(served.double.arrivals).toBe(arrivals);
    // The code given, the same session goes on.
    expect((await half.client.auth.mfa.challengeAndVerify({ factorId: owner.factorId, code: codeFor(owner.secret, 1) })).error).toBeNull();
    const token = (await half.client.auth.getSession()).data.session!.access_token;
    for (const [method, path, body] of calls(member.id).filter(([m, p]) => !(m === 'DELETE' && p === '/api/account'))) {
      expect((await api(token, method, path, body)).code).not.toBe('insufficient_aal');
    }
  });

  it('is refused its status too, and may still sign out, as GoTrue lets it', async () => {
    const { email } = await enrolledAccount(served.app);
    const half = await signIn(served.app, email);
    expect(await api(half.session.access_token, 'GET', '/api/mfa')).toEqual({ status: 403, code: 'insufficient_aal' });
    expect((await half.client.auth.signOut()).error).toBeNull();
  });

  it('an account without factors is not asked for anything', async () => {
    const { client } = await passwordAccount(served.app);
    const token = (await client.auth.getSession()).data.session!.access_token;
    expect((await api(token, 'GET', '/api/usage')).status).toBe(200);
  });
});

describe('a factor removed while sessions are at aal2', () => {
  it('drops the sessions it raised to aal1; with another verified factor left they wait for its code again', async () => {
    const { client: x, email, factorId: a, secret: secretA } = await enrolledAccount(served.app);
    // X enrols a second factor and verifies it: X is then raised by B.
    const b = await x.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Backup phone' });
    expect((await x.auth.mfa.challengeAndVerify({ factorId: b.data!.id, code: codeFor(b.data!.totp.secret) })).error).toBeNull();
    // Y signs in and gives A's code (the next step's: this step's was spent on enrolment).
    const y = await signIn(served.app, email);
    expect((await y.client.auth.mfa.challengeAndVerify({ factorId: a, code: codeFor(secretA, 1) })).error).toBeNull();
    const yToken = (await y.client.auth.getSession()).data.session!.access_token;
    expect((await api(yToken, 'GET', '/api/usage')).status).toBe(200);
    // From X, A goes: Y's token still says aal2 but its session no longer is, and it is refused at once.
    expect((await x.auth.mfa.unenroll({ factorId: a })).error).toBeNull();
    expect(await api(yToken, 'GET', '/api/usage')).toEqual({ status: 403, code: 'insufficient_aal' });
    await y.client.auth.refreshSession();
    expect((await y.client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const xToken = (await x.auth.getSession()).data.session!.access_token;
    expect((await api(xToken, 'GET', '/api/usage')).status).toBe(200);
  });

  it('with no verified factor left, the dropped sessions act at aal1 like any account without one', async () => {
    const { client, email, factorId, secret } = await enrolledAccount(served.app);
    const other = await signIn(served.app, email);
    expect((await other.client.auth.mfa.challengeAndVerify({ factorId, code: codeFor(secret, 1) })).error).toBeNull();
    expect((await client.auth.mfa.unenroll({ factorId })).error).toBeNull();
    const token = (await other.client.auth.getSession()).data.session!.access_token;
    expect((await api(token, 'GET', '/api/usage')).status).toBe(200);
  });
});
