import { startOpenAiDouble, type StreamingDouble } from '@selecta/test-doubles/openai-server';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTestUser, type TestUser } from '../testing/test-user.ts';
import { parseExposition, total } from '../testing/metrics-for-test.ts';

const token = 'metrics-token-0123456789';
const secretText = 'CONFIDENTIAL-SELECTION-7731';
const secretPrompt = 'PRIVATE-PROMPT-4417';
let double: StreamingDouble;
let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  double = await startOpenAiDouble({ reply: 'A short answer.' });
  t = await createTestApp({ METRICS_TOKEN: token, AI_PROVIDER: 'openai-compatible', AI_BASE_URL: `${double.url}/v1`, PROMO_END: '2020-04-30T23:59:59Z' });
  user = await createTestUser(t);
});
afterAll(async () => {
  await t.close();
  await double.close();
});

const scrape = async () => {
  const res = await t.app.request('/metrics', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain; version=0.0.4');
  return res.text();
};
const run = (body: Record<string, unknown>, who = user) =>
  t.app.request('/api/ai/run', { method: 'POST', headers: { authorization: `Bearer ${who.accessToken}`, 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' }, body: JSON.stringify(body) });
const signIn = (password: string) =>
  t.app.request('/auth/v1/token?grant_type=password', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: user.email, password }) });

describe('GET /metrics on the main port', () => {
  it('answers only the bearer token METRICS_TOKEN', async () => {
    expect((await t.app.request('/metrics')).status).toBe(401);
    expect((await t.app.request('/metrics', { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status).toBe(401);
    expect((await t.app.request('/metrics', { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
  });

  it('is not there when neither METRICS_PORT nor METRICS_TOKEN is set', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.request('/metrics', { headers: { authorization: `Bearer ${token}` } });
      expect(res.headers.get('content-type')).not.toContain('version=0.0.4');
    } finally {
      await plain.close();
    }
  });

  it('counts requests by route template, runs by outcome, sign-ins, and the database, and no label carries a user or text', async () => {
    const before = parseExposition(await scrape());
    expect((await signIn(user.password)).status).toBe(200);
    expect((await signIn('wrong password!')).status).toBe(400);
    const ok = await run({ action: 'custom', text: secretText, prompt: secretPrompt });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('event: done');
    expect((await t.app.request(`/api/teams/prompts/${user.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${user.accessToken}` } })).status).toBeLessThan(500);
    // Free: 20 a day; the 21st is refused by the day window.
    for (let i = 0; i < 19; i++) expect(await (await run({ action: 'tldr', text: secretText })).text()).toContain('event: done');
    expect((await run({ action: 'tldr', text: secretText })).status).toBe(429);

    const text = await scrape();
    const after = parseExposition(text);
    const delta = (name: string, labels: Record<string, string> = {}) => total(after, name, labels) - total(before, name, labels);
    expect(delta('selecta_ai_runs_total', { action: 'custom', model: 'default', plan: 'free', outcome: 'ok' })).toBe(1);
    expect(delta('selecta_ai_runs_total', { action: 'tldr', plan: 'free', outcome: 'limit_day' })).toBe(1);
    expect(delta('selecta_ai_first_token_seconds_count', { model: 'default' })).toBe(20);
    expect(delta('selecta_ai_run_duration_seconds_count', { model: 'default', outcome: 'ok' })).toBe(20);
    expect(delta('selecta_auth_sign_ins_total', { method: 'password', outcome: 'ok' })).toBe(1);
    expect(delta('selecta_auth_sign_ins_total', { method: 'password', outcome: 'failed' })).toBe(1);
    expect(delta('selecta_http_requests_total', { method: 'POST', route: '/api/ai/run', status: '200' })).toBe(20);
    expect(delta('selecta_http_requests_total', { method: 'DELETE', route: '/api/teams/prompts/:id' })).toBe(1);
    expect(delta('selecta_db_query_duration_seconds_count')).toBeGreaterThan(20);
    expect(total(after, 'selecta_ai_streams_open')).toBe(0);
    expect(total(after, 'selecta_ready')).toBe(1);
    expect(total(after, 'selecta_process_cpu_user_seconds_total')).toBeGreaterThan(0);

    // No label value is a user's id, email, address, selection or prompt; routes are templates.
    const values = after.flatMap((sample) => Object.values(sample.labels));
    for (const secret of [user.id, user.email, '203.0.113.9', '127.0.0.1', secretText, secretPrompt, user.accessToken.slice(0, 20)]) {
      expect(text).not.toContain(secret);
    }
    for (const value of values) expect(value).toMatch(/^[A-Za-z0-9_.:/*+-]{0,64}$/);
    const routes = after.filter((s) => s.name === 'selecta_http_requests_total').map((s) => s.labels.route!);
    for (const route of routes) expect(route).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  });

  it('counts failed queries by SQLSTATE', async () => {
    const before = parseExposition(await scrape());
    await expect(t.database.db.execute(sql`select 1 / 0`)).rejects.toThrow();
    const after = parseExposition(await scrape());
    expect(total(after, 'selecta_db_query_errors_total', { code: '22012' }) - total(before, 'selecta_db_query_errors_total', { code: '22012' })).toBe(1);
  });

  it('counts a provider failure by provider and status, and the run as a provider error', async () => {
    const other = await createTestUser(t);
    const before = parseExposition(await scrape());
    double.options.failWith = 503;
    try {
      expect((await run({ action: 'reply', text: secretText }, other)).status).toBe(502);
    } finally {
      double.options.failWith = undefined;
    }
    const after = parseExposition(await scrape());
    const delta = (name: string, labels: Record<string, string>) => total(after, name, labels) - total(before, name, labels);
    expect(delta('selecta_ai_provider_errors_total', { provider: 'openai-compatible', status: '503' })).toBe(1);
    expect(delta('selecta_ai_runs_total', { action: 'reply', outcome: 'provider_error' })).toBe(1);
  });
});
