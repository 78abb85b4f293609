import { startOpenAiDouble, type StreamingDouble } from '@selecta/test-doubles/openai-server';
import type { ModelsResponse, TeamModelSettings } from '@selecta/shared/models';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSse } from '../../testing/ai-test-kit.ts';
import { teamModelSettings } from '../../db/schema/models.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { setTestPlan } from '../../testing/test-plan.ts';
import { createTestTeam } from '../../testing/test-team.ts';
import { createTestUser, type TestUser } from '../../testing/test-user.ts';

const teamKey = 'sk-team-secret-0123456789';
let catalogueDouble: StreamingDouble;
let teamDouble: StreamingDouble;
let t: TestApp;
let owner: TestUser;
let admin: TestUser;
let member: TestUser;
let outsider: TestUser;
let otherAdmin: TestUser;
let teamId: string;
/** A server whose operator allows no private endpoint. */
let strict: TestApp;
let strictAdmin: TestUser;

beforeAll(async () => {
  [catalogueDouble, teamDouble] = await Promise.all([startOpenAiDouble({ reply: 'ok' }), startOpenAiDouble({ reply: 'from the team endpoint' })]);
  // The doubles listen on 127.0.0.1: this server's operator allows private endpoints (the strict guard has its own tests).
  t = await createTestApp({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: `${catalogueDouble.url}/v1`, AI_MODEL: 'catalogue-model', AI_ALLOW_PRIVATE_ENDPOINTS: 'true' });
  [owner, admin, member, outsider, otherAdmin] = (await Promise.all(Array.from({ length: 5 }, () => createTestUser(t)))) as [TestUser, TestUser, TestUser, TestUser, TestUser];
  for (const user of [owner, admin, member, otherAdmin]) await setTestPlan(t, user.id, 'pro');
  teamId = await createTestTeam(t, [{ id: owner.id, role: 'owner' }, { id: admin.id, role: 'admin' }, { id: member.id, role: 'member' }]);
  await createTestTeam(t, [{ id: otherAdmin.id, role: 'admin' }]);
  strict = await createTestApp({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: `${catalogueDouble.url}/v1` });
  strictAdmin = await createTestUser(strict);
  await createTestTeam(strict, [{ id: strictAdmin.id, role: 'owner' }]);
}, 120_000);
afterAll(async () => {
  await Promise.all([t.close(), strict.close()]);
  await Promise.all([catalogueDouble.close(), teamDouble.close()]);
});

const call = (user: TestUser | null, method: string, path: string, body?: unknown) =>
  t.app.request(path, {
    method,
    headers: { ...(user ? { authorization: `Bearer ${user.accessToken}` } : {}), 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const endpoint = () => ({ baseUrl: `${teamDouble.url}/v1`, model: 'team-llm', label: 'Company Llama', apiKey: teamKey });
const everything: string[] = [];
async function text(res: Response) {
  const body = await res.text();
  everything.push(body);
  return body;
}

describe('a team’s own endpoint', () => {
  it('is saved by an admin after one test request, and its key is never answered', async () => {
    const res = await call(admin, 'PUT', '/api/models/team/endpoint', endpoint());
    expect(res.status).toBe(200);
    const settings = JSON.parse(await text(res)) as TeamModelSettings;
    expect(settings.endpoint).toMatchObject({ baseUrl: `${teamDouble.url}/v1`, model: 'team-llm', label: 'Company Llama', hasKey: true });
    const test = teamDouble.requests.at(-1)!;
    expect(test.headers.authorization).toBe(`Bearer ${teamKey}`);
    expect(test.body.model).toBe('team-llm');

    const [row] = await t.database.db.select().from(teamModelSettings).where(eq(teamModelSettings.teamId, teamId));
    expect(row!.endpointKey).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(teamKey);
  });

  it('keeps the saved key when the form is sent again without one', async () => {
    expect((await call(owner, 'PUT', '/api/models/team/endpoint', { ...endpoint(), apiKey: undefined })).status).toBe(200);
    expect(teamDouble.requests.at(-1)!.headers.authorization).toBe(`Bearer ${teamKey}`);
  });

  it('runs a member’s action on the endpoint with the team’s key, counted against their limits', async () => {
    const models = JSON.parse(await text(await call(member, 'GET', '/api/models'))) as ModelsResponse;
    expect(models.team).toEqual({ teamId, label: 'Company Llama' });
    expect(models.managesTeam).toBe(false);
    expect(((await (await call(admin, 'GET', '/api/models')).json()) as ModelsResponse).managesTeam).toBe(true);
    const before = (await (await call(member, 'GET', '/api/usage')).json()) as { windows: { used: number }[] };
    const res = await call(member, 'POST', '/api/ai/run', { action: 'tldr', text: 'Summarise this.', model: 'team' });
    expect(res.status).toBe(200);
    const events = parseSse(await res.text());
    expect(events.filter((e) => e.event === 'delta').map((e) => e.data.text).join('')).toBe('from the team endpoint');
    expect(teamDouble.requests.at(-1)!).toMatchObject({ body: { model: 'team-llm' }, headers: { authorization: `Bearer ${teamKey}` } });
    const after = (await (await call(member, 'GET', '/api/usage')).json()) as { windows: { used: number }[] };
    expect(after.windows[0]!.used).toBe(before.windows[0]!.used + 1);
  });

  it('says a failure was the team’s endpoint, and gives the run back', async () => {
    teamDouble.options.failWith = 500;
    try {
      const res = await call(member, 'POST', '/api/ai/run', { action: 'tldr', text: 'Summarise this.', model: 'team' });
      expect(res.status).toBe(502);
      expect(await res.json()).toMatchObject({ code: 'team_provider_error', message: expect.stringContaining('team') });
      // The check at saving fails the same way: nothing is saved.
      const saved = await call(admin, 'PUT', '/api/models/team/endpoint', { ...endpoint(), model: 'other-llm' });
      expect(saved.status).toBe(400);
      expect(await saved.json()).toMatchObject({ code: 'endpoint_check_failed' });
      expect(((await (await call(admin, 'GET', '/api/models/team')).json()) as TeamModelSettings).endpoint?.model).toBe('team-llm');
    } finally {
      delete teamDouble.options.failWith;
    }
  });

  it('becomes every member’s default when the team chooses it, and leaves it when disconnected', async () => {
    expect((await call(admin, 'PUT', '/api/models/team/default', { model: 'team' })).status).toBe(200);
    const models = (await (await call(member, 'GET', '/api/models')).json()) as ModelsResponse;
    expect(Object.values(models.effective)).toEqual(['team', 'team', 'team', 'team']);
    const res = await call(admin, 'DELETE', '/api/models/team/endpoint');
    expect(((await res.json()) as TeamModelSettings)).toMatchObject({ endpoint: null, defaultModel: null });
    expect(((await (await call(member, 'GET', '/api/models')).json()) as ModelsResponse).effective.tldr).toBe('default');
    const run = await call(member, 'POST', '/api/ai/run', { action: 'tldr', text: 'x', model: 'team' });
    expect(run.status).toBe(400);
    expect(await run.json()).toMatchObject({ code: 'no_team_endpoint' });
    expect((await call(admin, 'PUT', '/api/models/team/endpoint', endpoint())).status).toBe(200);
  });

  it('never shows the key in a response, the logs or a member’s data export', async () => {
    for (const user of [owner, admin, member]) {
      await text(await call(user, 'GET', '/api/account/export'));
      await text(await call(user, 'GET', '/api/models'));
    }
    await text(await call(admin, 'GET', '/api/models/team'));
    expect(everything.length).toBeGreaterThan(8);
    for (const body of everything) expect(body).not.toContain(teamKey);
    expect(t.logs.join('\n')).not.toContain(teamKey);
  });
});

describe('who may change a team’s models', () => {
  it.each([
    ['GET', '/api/models/team', undefined],
    ['PUT', '/api/models/team/endpoint', endpoint],
    ['PUT', '/api/models/team/default', () => ({ model: null })],
    ['DELETE', '/api/models/team/endpoint', undefined],
  ] as const)('%s %s: 403 for a member, 404 without a team, 401 signed out', async (method, path, body) => {
    const requestBody = body?.();
    const asMember = await call(member, method, path, requestBody);
    expect(asMember.status).toBe(403);
    expect(await asMember.json()).toMatchObject({ code: 'team_forbidden' });
    const asOutsider = await call(outsider, method, path, requestBody);
    expect(asOutsider.status).toBe(404);
    expect(await asOutsider.json()).toMatchObject({ code: 'no_team' });
    expect((await call(null, method, path, requestBody)).status).toBe(401);
  });

  it('keeps another team’s admin to their own team', async () => {
    const theirs = (await (await call(otherAdmin, 'GET', '/api/models/team')).json()) as TeamModelSettings;
    expect(theirs.teamId).not.toBe(teamId);
    expect(theirs.endpoint).toBeNull();
    expect((await call(otherAdmin, 'PUT', '/api/models/team/default', { model: 'default' })).status).toBe(200);
    expect(((await (await call(admin, 'GET', '/api/models/team')).json()) as TeamModelSettings).defaultModel).toBeNull();
    const run = await call(otherAdmin, 'POST', '/api/ai/run', { action: 'tldr', text: 'x', model: 'team' });
    expect(run.status).toBe(400);
    expect(await run.json()).toMatchObject({ code: 'no_team_endpoint' });
  });

  it.each([
    ['an unknown default', '/api/models/team/default', () => ({ model: 'gpt-99' }), 'unknown_model'],
    ['an extra field', '/api/models/team/endpoint', () => ({ ...endpoint(), provider: 'anthropic' }), 'validation_failed'],
    ['a URL that is not one', '/api/models/team/endpoint', () => ({ ...endpoint(), baseUrl: 'team llm' }), 'endpoint_not_allowed'],
  ])('answers %s with 400', async (_name, path, body, code) => {
    const res = await call(admin, 'PUT', path, body());
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code });
  });
});

describe('a team endpoint on a strict server', () => {
  it.each([
    'https://127.0.0.1/v1', 'https://10.0.0.5/v1', 'https://192.168.0.10/v1', 'https://169.254.169.254/v1', 'https://100.64.0.1/v1',
    'https://[::1]/v1', 'https://[fd00::1]/v1', 'https://[::ffff:127.0.0.1]/v1', 'https://localhost/v1', 'http://api.example.com/v1',
  ])('refuses %s with 400 endpoint_not_allowed, without a request', async (baseUrl) => {
    const before = teamDouble.requests.length;
    const res = await strict.app.request('/api/models/team/endpoint', {
      method: 'PUT',
      headers: { authorization: `Bearer ${strictAdmin.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ baseUrl, model: 'x', apiKey: 'k' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'endpoint_not_allowed' });
    expect(teamDouble.requests.length).toBe(before);
  });
});

