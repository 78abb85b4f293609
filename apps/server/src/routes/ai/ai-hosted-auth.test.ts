import { startOpenAiDouble, type StreamingDouble } from '@selecta/test-doubles/openai-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServedApp, serveTestApp } from '../../testing/serve-for-test.ts';
import { subscriptions } from '../../db/schema/billing.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// With a hosted Supabase project (SUPABASE_URL) a token carries no session of ours: the admission reads the plan and
// counts the run in its statement without one. `supabase` plays the hosted project.
let double: StreamingDouble;
let supabase: ServedApp;
let t: TestApp;
beforeAll(async () => {
  double = await startOpenAiDouble({ reply: 'ok' });
  supabase = await serveTestApp();
  // The promo is over, so Free has its plain 20 a day.
  t = await createTestApp({ SUPABASE_URL: supabase.url, SUPABASE_ANON_KEY: 'sb_publishable_hosted', AI_PROVIDER: 'openai-compatible', AI_BASE_URL: `${double.url}/v1`, PROMO_END: '2020-04-30T23:59:59Z' });
});
afterAll(async () => {
  await t.close();
  await supabase.close();
  await double.close();
});

const run = (token: string) =>
  t.app.request('/api/ai/run', { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ action: 'tldr', text: 'some text' }) });

describe('AI runs with a hosted auth project', () => {
  it('admits exactly the daily allowance, then counts once under a new plan', async () => {
    const { data } = await supabase.client().auth.signUp({ email: 'hosted-runs@example.com', password: 'a long enough password' });
    const token = data.session!.access_token;
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await run(token);
      await res.text();
      statuses.push(res.status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.at(-1)).toBe(429);
    const before = double.requests.length;
    expect((await run(token)).status).toBe(429);
    expect(double.requests.length).toBe(before);

    await t.database.db.insert(subscriptions).values({ id: 'sub_hosted', userId: data.user!.id, customerId: 'cus_hosted', status: 'active', priceKey: 'plus_monthly', plan: 'plus', interval: 'monthly', currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000) });
    const res = await run(token);
    expect(res.status).toBe(200);
    expect(res.headers.get('ratelimit-limit')).toBe('5');
    const usage = await (await t.app.request('/api/usage', { headers: { authorization: `Bearer ${token}` } })).json();
    expect(usage).toMatchObject({ plan: 'plus', windows: [{ window: 'minute', used: 1 }, { window: 'hour', used: 1 }, { window: 'day', used: 21 }] });
  });
});
