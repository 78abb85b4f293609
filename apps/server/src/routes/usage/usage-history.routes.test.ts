import { startOpenAiDouble, type StreamingDouble } from '@selecta/test-doubles/openai-server';
import { usageHistorySchema } from '@selecta/shared/usage-history';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiUsageCounters } from '../../db/schema/ai.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createTestUser, type TestUser } from '../../testing/test-user.ts';
import { dayAgo, history, run, seedUsage } from '../../testing/usage-test-kit.ts';

let double: StreamingDouble;
let t: TestApp;
beforeAll(async () => {
  double = await startOpenAiDouble({ reply: 'The answer.' });
  t = await createTestApp({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: `${double.url}/v1`, PROMO_END: '2020-04-30T23:59:59Z' });
});
afterAll(async () => {
  await t.close();
  await double.close();
});

const mine = async (user: TestUser, days = 7) => usageHistorySchema.parse((await history(t, user, `/api/usage/history?days=${days}`)).json());
const today = (h: Awaited<ReturnType<typeof mine>>) => h.series.at(-1)!;

describe('GET /api/usage/history', () => {
  it('records real runs by action, saved prompt and outcome: counts, sizes and times, never the text', async () => {
    const user = await createTestUser(t);
    expect((await run(t, user, { action: 'tldr', text: 'Twelve chars' })).status).toBe(200);
    expect((await run(t, user, { action: 'custom', prompt: 'Be brief', savedPrompt: 'own', text: 'abc' })).status).toBe(200);
    expect((await run(t, user, { action: 'custom', prompt: 'Typed', text: 'abc' })).status).toBe(200);
    await expect.poll(async () => today(await mine(user)).runs).toBe(3);
    const h = await mine(user);
    expect(today(h).byAction).toMatchObject({ tldr: 1, own_prompt: 1, custom: 1, reply: 0, team_prompt: 0 });
    expect(today(h).byOutcome.answered).toBe(3);
    expect(today(h).inputChars).toBe('Twelve chars'.length + 6);
    expect(today(h).outputChars).toBe('The answer.'.length * 3);
    expect(h.latency).toEqual([expect.objectContaining({ runs: 3 })]);
    expect(h.latency[0]!.medianMs).toBeGreaterThan(0);
    const stored = JSON.stringify(await t.database.db.execute('select * from usage_daily'));
    expect(stored).not.toContain('Twelve chars');
    expect(stored).not.toContain('Be brief');
  });

  it('records a refusal by the limit that refused it and by the longest text', async () => {
    const user = await createTestUser(t);
    const day = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()));
    await t.database.db.insert(aiUsageCounters).values({ userId: user.id, window: 'day', windowStart: day, count: 20 });
    const refused = await run(t, user, {});
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'rate_limited', window: 'day' });
    expect((await run(t, user, { text: 'x'.repeat(200_000) })).status).toBe(413);
    await expect.poll(async () => (await mine(user)).refusals).toEqual({ minute: 0, hour: 0, day: 1, length: 1 });
    expect(today(await mine(user)).byOutcome).toMatchObject({ refused_day: 1, refused_length: 1, answered: 0 });
  });

  it('gives every UTC day of the period, zeros included, oldest first, and only the caller’s rows', async () => {
    const user = await createTestUser(t);
    const other = await createTestUser(t);
    await seedUsage(t.database.db, { userId: user.id, daysAgo: 3, runs: 4 });
    await seedUsage(t.database.db, { userId: user.id, daysAgo: 40, runs: 9 });
    await seedUsage(t.database.db, { userId: other.id, daysAgo: 3, runs: 50 });
    for (const days of [7, 30, 90] as const) {
      const h = await mine(user, days);
      expect(h.series).toHaveLength(days);
      expect(h.to).toBe(dayAgo(0));
      expect(h.from).toBe(dayAgo(days - 1));
      expect(h.series.map((d) => d.day)).toEqual([...h.series.map((d) => d.day)].sort());
      expect(h.series.reduce((sum, d) => sum + d.runs, 0)).toBe(days === 90 ? 13 : 4);
    }
    expect((await mine(user)).series.find((d) => d.day === dayAgo(3))?.runs).toBe(4);
  });

  it('answers CSV for Accept: text/csv, one line per day', async () => {
    const user = await createTestUser(t);
    await seedUsage(t.database.db, { userId: user.id, daysAgo: 1, action: 'translate', runs: 2 });
    const res = await history(t, user, '/api/usage/history?days=7', 'text/csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="selecta-my-usage-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.text.trim().split('\r\n');
    expect(lines).toHaveLength(8);
    expect(lines[0]).toMatch(/^date,runs,answered,/);
    expect(lines.find((l) => l.startsWith(dayAgo(1)))).toMatch(new RegExp(`^${dayAgo(1)},2,2,`));
    expect(lines.at(-1)).toBe(`${dayAgo(0)},0,${Array(15).fill(0).join(',')}`);
  });

  it('refuses a bad period with a 400 in JSON, whatever was asked for', async () => {
    const user = await createTestUser(t);
    for (const days of ['8', '0', '-7', '7.0', 'abc', '30;drop', '']) {
      for (const accept of ['application/json', 'text/csv']) {
        const res = await history(t, user, `/api/usage/history?days=${days}`, accept);
        expect(res.status, days).toBe(400);
        expect(res.json()).toMatchObject({ code: 'invalid_days', message: expect.stringContaining('7, 30 or 90') });
      }
    }
    expect((await history(t, user, '/api/usage/history')).json()).toMatchObject({ days: 30 });
  });

  it('answers 401 signed out, or with a forged token', async () => {
    expect((await history(t, null, '/api/usage/history?days=7')).status).toBe(401);
    expect((await history(t, null, '/api/usage/history?days=7', 'text/csv')).status).toBe(401);
    const forged = await t.app.request('/api/usage/history', { headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' } });
    expect(forged.status).toBe(401);
  });

  it('refuses a saved-prompt marker that is neither `own` nor a prompt id', async () => {
    const user = await createTestUser(t);
    const res = await run(t, user, { action: 'custom', prompt: 'x', savedPrompt: 'https://example.com/page' });
    expect(res.status).toBe(400);
  });
});
