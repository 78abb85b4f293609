import { startOpenAiDouble, type StreamingDouble } from '@selecta/test-doubles/openai-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../db/schema/billing.ts';
import type { SubscriptionStatus } from './subscription-status.ts';
import { createTestUser, type TestUser } from '../testing/test-user.ts';
import { call, createOwner, createTeamsTestApp, joinedMember, subscribe } from '../testing/teams-test-kit.ts';

/** The plan a member gets from their team, read everywhere a plan is shown or enforced (decision 021). */
let double: StreamingDouble;
let kit: Awaited<ReturnType<typeof createTeamsTestApp>>;

beforeAll(async () => {
  double = await startOpenAiDouble({ reply: 'ok' });
  // The promo is over, so Free has its plain 20 a day.
  kit = await createTeamsTestApp({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: `${double.url}/v1`, PROMO_END: '2020-04-30T23:59:59Z' });
});
afterAll(async () => {
  await kit.close();
  await double.close();
});

async function run(user: TestUser) {
  const res = await kit.t.app.request('/api/ai/run', {
    method: 'POST',
    headers: { authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'tldr', text: 'some text' }),
  });
  await res.text();
  return { status: res.status, limit: res.headers.get('ratelimit-limit') };
}

/** The plan as the popup, the dashboard and the AI gateway see it. */
async function planEverywhere(user: TestUser) {
  const plan = await call(kit.t, user, 'GET', '/api/auth/user/plan');
  const usage = await call(kit.t, user, 'GET', '/api/usage');
  const windows = usage.body.windows as { window: string; limit: number; used: number }[];
  const summary = await call(kit.t, user, 'GET', '/api/billing/subscription');
  return { plan: plan.body.plan, usage: usage.body.plan, day: windows.find((w) => w.window === 'day')?.limit, summary: summary.body.plan };
}

const pro = { plan: 'pro', usage: 'pro', day: 500, summary: 'pro' };
const free = { plan: 'free', usage: 'free', day: 20, summary: 'free' };

async function teamWithOwnerIn(status: SubscriptionStatus, trialEnd: Date | null = null) {
  const { owner } = await createOwner(kit.t);
  await kit.t.database.db.update(subscriptions).set({ status, trialEnd }).where(eq(subscriptions.userId, owner.id));
  return { owner, member: await joinedMember(kit.t, kit.outbox, owner) };
}

describe('the plan a member gets from their team', () => {
  it('is Pro while the owner is trialing, active or past due (Stripe retry window), Free once canceled', async () => {
    const trialEnd = new Date(Date.now() + 7 * 86_400_000);
    const expected = { trialing: pro, active: pro, past_due: pro, canceled: free, unpaid: free } as const;
    for (const [status, plan] of Object.entries(expected)) {
      const { member } = await teamWithOwnerIn(status as SubscriptionStatus, status === 'trialing' ? trialEnd : null);
      expect({ status, ...(await planEverywhere(member)) }).toEqual({ status, ...plan });
    }
  });

  it("follows the owner's cancellation at once, and Pro limits are each member's own", async () => {
    const { owner } = await createOwner(kit.t);
    const member = await joinedMember(kit.t, kit.outbox, owner);
    const first = await run(member);
    expect(first).toEqual({ status: 200, limit: '30' });
    // The owner's runs do not use the member's allowance: each has Pro's per-minute 30 of their own.
    await run(owner);
    const usage = await call(kit.t, member, 'GET', '/api/usage');
    expect(usage.body.windows).toContainEqual(expect.objectContaining({ window: 'minute', limit: 30, used: 1 }));
    await kit.t.database.db.update(subscriptions).set({ status: 'canceled' }).where(eq(subscriptions.userId, owner.id));
    expect(await run(member)).toEqual({ status: 200, limit: '20' });
    expect(await planEverywhere(member)).toEqual(free);
  });

  it('ends with removal or leaving, on the very next run', async () => {
    const { owner } = await createOwner(kit.t);
    const removed = await joinedMember(kit.t, kit.outbox, owner);
    const leaving = await joinedMember(kit.t, kit.outbox, owner);
    expect((await run(removed)).limit).toBe('30');
    expect((await run(leaving)).limit).toBe('30');
    expect((await call(kit.t, owner, 'DELETE', `/api/teams/members/${removed.id}`)).status).toBe(200);
    expect((await call(kit.t, leaving, 'POST', '/api/teams/leave')).status).toBe(200);
    expect(await run(removed)).toEqual({ status: 200, limit: '20' });
    expect(await run(leaving)).toEqual({ status: 200, limit: '20' });
    expect(await planEverywhere(removed)).toEqual(free);
    expect((await call(kit.t, removed, 'GET', '/api/teams')).body).toEqual({ team: null });
  });

  it("keeps the better of a member's own plan and the team's, and leaves their own subscription alone", async () => {
    const { owner } = await createOwner(kit.t);
    const member = await joinedMember(kit.t, kit.outbox, owner);
    await subscribe(kit.t, member.id, { plan: 'plus' });
    expect((await planEverywhere(member)).plan).toBe('pro');
    await call(kit.t, owner, 'DELETE', `/api/teams/members/${member.id}`);
    expect((await call(kit.t, member, 'GET', '/api/auth/user/plan')).body).toEqual({ plan: 'plus' });
    const own = await kit.t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, member.id));
    expect(own.map((s) => s.status)).toEqual(['active']);
  });

  it("gives nothing from an owner who is down to Plus, and a team's Pro cannot found another team", async () => {
    const { owner } = await createOwner(kit.t);
    const member = await joinedMember(kit.t, kit.outbox, owner);
    const created = await call(kit.t, member, 'POST', '/api/teams', { name: 'Side team' });
    expect(created.status).toBe(409);
    const outsider = await createTestUser(kit.t);
    expect((await call(kit.t, outsider, 'POST', '/api/teams', { name: 'Mine' })).body).toMatchObject({ code: 'pro_required' });
    await kit.t.database.db.update(subscriptions).set({ plan: 'plus', priceKey: 'plus_monthly' }).where(eq(subscriptions.userId, owner.id));
    expect((await call(kit.t, member, 'GET', '/api/auth/user/plan')).body).toEqual({ plan: 'free' });
    expect((await call(kit.t, member, 'GET', '/api/teams')).body.team).toMatchObject({ active: false });
  });
});
