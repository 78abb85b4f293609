import type { ModelsResponse } from '@selecta/shared/models';
import { startOpenAiDouble, type StreamingDouble } from '@selecta/test-doubles/openai-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSse } from '../../testing/ai-test-kit.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { setTestPlan } from '../../testing/test-plan.ts';
import { createTestUser, type TestUser } from '../../testing/test-user.ts';

let double: StreamingDouble;
let t: TestApp;
let free: TestUser;
let plus: TestUser;
let pro: TestUser;

beforeAll(async () => {
  double = await startOpenAiDouble({ reply: 'ok' });
  const entry = (id: string, model: string, tier: string) => ({ id, label: `Label ${id}`, tier, provider: 'openai-compatible', model, baseUrl: `${double.url}/v1`, apiKey: 'sk-catalogue-secret' });
  t = await createTestApp({
    AI_MODELS: JSON.stringify([entry('fast', 'small-model', 'basic'), entry('smart', 'big-model', 'advanced'), entry('smart-2', 'big-model-2', 'advanced')]),
  });
  [free, plus, pro] = await Promise.all([createTestUser(t), createTestUser(t), createTestUser(t)]);
  await setTestPlan(t, plus.id, 'plus');
  await setTestPlan(t, pro.id, 'pro');
});
afterAll(async () => {
  await t.close();
  await double.close();
});

const call = (user: TestUser | null, method: string, path: string, body?: unknown) =>
  t.app.request(path, {
    method,
    headers: { ...(user ? { authorization: `Bearer ${user.accessToken}` } : {}), 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });

async function runModel(user: TestUser, body: Record<string, unknown>) {
  const before = double.requests.length;
  const res = await call(user, 'POST', '/api/ai/run', { action: 'tldr', text: 'Where is my order?', ...body });
  const text = await res.text();
  return { status: res.status, text, sent: double.requests.slice(before).map((r) => r.body.model) };
}

describe('GET /api/models', () => {
  it('shows Free only the basic tier, without a choice', async () => {
    const res = await call(free, 'GET', '/api/models');
    expect(res.status).toBe(200);
    const body = (await res.json()) as ModelsResponse;
    expect(body).toMatchObject({ plan: 'free', canChoose: false, models: [{ id: 'fast', label: 'Label fast', tier: 'basic' }], team: null, managesTeam: false });
    expect(body.models).toHaveLength(1);
    expect(Object.values(body.effective)).toEqual(['fast', 'fast', 'fast', 'fast']);
  });

  it('runs Plus on the first advanced model and never shows providers, URLs or keys', async () => {
    const res = await call(plus, 'GET', '/api/models');
    const text = await res.text();
    const body = JSON.parse(text);
    expect(body).toMatchObject({ plan: 'plus', canChoose: false, effective: { reply: 'smart', tldr: 'smart' } });
    expect(body.models.map((m: { id: string }) => m.id)).toEqual(['fast', 'smart', 'smart-2']);
    for (const secret of ['sk-catalogue-secret', double.url, 'big-model', 'openai-compatible']) expect(text).not.toContain(secret);
  });

  it('needs a signed-in user', async () => {
    const res = await call(null, 'GET', '/api/models');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'unauthorized' });
  });
});

describe('PUT /api/models', () => {
  it('saves a Pro user’s default and per-action choice, and each run reaches the provider with that model', async () => {
    const res = await call(pro, 'PUT', '/api/models', { default: 'smart-2', actions: { tldr: 'fast' } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as ModelsResponse).effective).toEqual({ reply: 'smart-2', tldr: 'fast', translate: 'smart-2', custom: 'smart-2' });
    expect(((await (await call(pro, 'GET', '/api/models')).json()) as ModelsResponse).choice).toEqual({ default: 'smart-2', actions: { tldr: 'fast' } });

    for (const [model, sent] of [['fast', 'small-model'], ['smart-2', 'big-model-2'], ['smart', 'big-model']]) {
      const run = await runModel(pro, { model });
      expect(run.status).toBe(200);
      expect(parseSse(run.text).at(-1)?.event).toBe('done');
      expect(run.sent).toEqual([sent]);
    }
  });

  it.each([
    ['Free', () => free],
    ['Plus', () => plus],
  ])('refuses a %s user with 403 pro_required', async (_name, user) => {
    const res = await call(user(), 'PUT', '/api/models', { default: 'fast', actions: {} });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'pro_required' });
  });

  it.each([
    ['an unknown model', { default: 'gpt-99', actions: {} }, 400, 'unknown_model'],
    ['an unknown action', { default: null, actions: { summarise: 'fast' } }, 400, 'validation_failed'],
    ['an extra field', { default: null, actions: {}, apiKey: 'x' }, 400, 'validation_failed'],
    ['a malformed id', { default: 'Fast Model!', actions: {} }, 400, 'validation_failed'],
    ['not JSON', '{"default":', 400, 'invalid_json'],
  ])('answers %s with a JSON 4xx', async (_name, body, status, code) => {
    const res = await call(pro, 'PUT', '/api/models', body);
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ code });
  });

  it('needs a signed-in user', async () => {
    expect((await call(null, 'PUT', '/api/models', { default: null, actions: {} })).status).toBe(401);
  });
});

describe('a run’s model', () => {
  it('refuses an advanced model to Free with 403, before anything reaches the provider', async () => {
    // A run first: the server then remembers the plan and prepares the next runs' requests while admitting them.
    expect((await runModel(free, { model: 'fast' })).sent).toEqual(['small-model']);
    for (let i = 0; i < 2; i += 1) {
      const run = await runModel(free, { model: 'smart' });
      expect(run.status).toBe(403);
      expect(JSON.parse(run.text)).toMatchObject({ code: 'model_not_allowed' });
      expect(run.sent).toEqual([]);
    }
    expect((await runModel(free, { model: 'fast' })).sent).toEqual(['small-model']);
  });

  it('answers an unknown model with 400', async () => {
    const run = await runModel(plus, { model: 'nope' });
    expect(run.status).toBe(400);
    expect(JSON.parse(run.text)).toMatchObject({ code: 'unknown_model' });
  });

  it('runs on the plan’s default without a model, and on the new plan’s default after a downgrade', async () => {
    const user = await createTestUser(t);
    await setTestPlan(t, user.id, 'plus');
    expect((await runModel(user, {})).sent).toEqual(['big-model']);
    expect((await runModel(user, {})).sent).toEqual(['big-model']);
    await setTestPlan(t, user.id, 'free');
    const run = await runModel(user, {});
    expect(run.status).toBe(200);
    expect(parseSse(run.text).at(-1)?.event).toBe('done');
    // The request prepared for the remembered plan's model never left: only the new plan's default was asked.
    expect(run.sent).toEqual(['small-model']);
  });
});
