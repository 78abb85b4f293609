import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { supportRequestsPerHour } from '@selecta/shared/support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempOutbox } from '../../testing/outbox-for-test.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { setTestPlan } from '../../testing/test-plan.ts';
import { createTestUser, type TestUser } from '../../testing/test-user.ts';

let t: TestApp;
let outbox: Awaited<ReturnType<typeof tempOutbox>>;
const supportEmail = 'help@selecta.test';

beforeAll(async () => {
  outbox = await tempOutbox();
  t = await createTestApp({ DATA_DIR: outbox.dataDir, SUPPORT_EMAIL: supportEmail });
});
afterAll(async () => {
  await t.close();
  await rm(outbox.dataDir, { recursive: true, force: true });
});

const send = (user: TestUser | null, body: unknown) =>
  t.app.request('/api/support', {
    method: 'POST',
    headers: { ...(user ? { authorization: `Bearer ${user.accessToken}` } : {}), 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const request = { subject: 'Translate stops halfway', message: 'On long emails the answer <b>stops</b> after a few lines.', page: 'https://mail.example.com', locale: 'es' };

describe('POST /api/support', () => {
  it.each([
    ['free', 'community', null, 'Community · Free'],
    ['plus', 'email', 2, 'Email · Plus'],
    ['pro', 'priority', 1, 'Priority · Pro'],
  ] as const)('mails a %s user’s request with the %s priority and says when a reply comes', async (plan, priority, replyDays, mark) => {
    const user = await createTestUser(t);
    await setTestPlan(t, user.id, plan);
    const res = await send(user, request);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sent: true, priority, replyDays });

    const mail = await outbox.next(supportEmail);
    expect(mail.subject).toBe(`[Selecta ${mark}] ${request.subject}`);
    for (const line of [`Plan: ${mark.split(' · ')[1]}`, `From: ${user.email}`, `User id: ${user.id}`, 'Language: es', `About: ${request.page}`, request.message]) {
      expect(mail.text).toContain(line);
    }
    expect((mail as unknown as { replyTo: string }).replyTo).toBe(user.email);
    // The user's words are text in the HTML part, never markup.
    expect(mail.html).toContain('&#60;b&#62;stops&#60;/b&#62;');
    expect(mail.html).not.toContain('<b>stops');
  });

  it('keeps the request nowhere but the mail: not in the logs, not in the database', async () => {
    const user = await createTestUser(t);
    const secret = `Unique words ${crypto.randomUUID()}`;
    expect((await send(user, { subject: secret, message: `${secret} in the message` })).status).toBe(200);
    await outbox.next(supportEmail);
    expect(t.logs.join('\n')).not.toContain(secret);
    // The one table support writes holds counts only.
    const dump = await t.database.db.execute(sql`select string_agg(t::text, ' ') as all from support_request_counters t`);
    expect(JSON.stringify(dump)).not.toContain(secret);
  });

  it(`refuses the request after ${supportRequestsPerHour} in an hour with 429 and Retry-After`, async () => {
    const user = await createTestUser(t);
    for (let i = 0; i < supportRequestsPerHour; i += 1) expect((await send(user, request)).status).toBe(200);
    const res = await send(user, request);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await res.json()).toMatchObject({ code: 'rate_limited' });
    // Another user is not limited by it.
    expect((await send(await createTestUser(t), request)).status).toBe(200);
  });

  it.each([
    ['a short subject', { ...request, subject: 'Hi' }, 'validation_failed'],
    ['an empty message', { ...request, message: '   ' }, 'validation_failed'],
    ['a message over 5000 characters', { ...request, message: 'x'.repeat(5_001) }, 'validation_failed'],
    ['an unknown field', { ...request, priority: 'priority' }, 'validation_failed'],
    ['a wrong type', { ...request, subject: 42 }, 'validation_failed'],
    ['an unknown language', { ...request, locale: 'fr' }, 'validation_failed'],
    ['not JSON', '{"subject":', 'invalid_json'],
  ])('answers %s with 400 %s', async (_name, body, code) => {
    const user = await createTestUser(t);
    const res = await send(user, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code });
  });

  it('needs a signed-in user', async () => {
    const res = await send(null, request);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'unauthorized' });
  });
});
