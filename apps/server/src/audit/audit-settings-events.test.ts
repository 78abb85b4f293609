import { startOpenAiDouble, type StreamingDouble } from '@selecta/test-doubles/openai-server';
import type { AuditEventName } from '@selecta/shared/audit';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingContext } from '../billing/context.ts';
import { syncSubscription } from '../billing/sync.ts';
import { subscriptions, testSubscriptions } from '../db/schema/billing.ts';
import { call, createOwner, joinedMember } from '../testing/teams-test-kit.ts';
import { tempOutbox } from '../testing/outbox-for-test.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import type { TestUser } from '../testing/test-user.ts';
import { actorOf, teamEvents, testAgent } from '../testing/audit-test-kit.ts';

// Issue 29: the team's model settings and its owner's plan leave one event per change, none for a refused one or for
// one that changes nothing; the endpoint's key and any credentials in its URL never reach the log.
const teamKey = 'sk-team-secret-0123456789';
let llm: StreamingDouble;
let t: TestApp;
let outbox: Awaited<ReturnType<typeof tempOutbox>>;
beforeAll(async () => {
  llm = await startOpenAiDouble({ reply: 'OK' });
  outbox = await tempOutbox();
  t = await createTestApp({ DATA_DIR: outbox.dataDir, AI_PROVIDER: 'openai-compatible', AI_BASE_URL: `${llm.url}/v1`, AI_MODEL: 'catalogue-model', AI_ALLOW_PRIVATE_ENDPOINTS: 'true' });
});
afterAll(async () => {
  await t.close();
  await outbox.remove();
  await llm.close();
});

const as = (user: TestUser, method: string, path: string, body?: unknown) => call(t, user, method, path, body, testAgent);
const events = (teamId: string, event: AuditEventName) => teamEvents(t.database.db, teamId, event);

describe('model settings events', () => {
  it('model.default_changed: from and to; the same model again, an unknown one or a member write none', async () => {
    const { owner, teamId } = await createOwner(t);
    const member = await joinedMember(t, outbox, owner, 'member');
    expect((await as(owner, 'PUT', '/api/models/team/default', { model: 'default' })).status).toBe(200);
    expect((await as(owner, 'PUT', '/api/models/team/default', { model: 'default' })).status).toBe(200);
    expect((await as(owner, 'PUT', '/api/models/team/default', { model: 'no-such-model' })).status).toBe(400);
    expect((await as(member, 'PUT', '/api/models/team/default', { model: null })).status).toBe(403);
    expect((await as(owner, 'PUT', '/api/models/team/default', { model: null })).status).toBe(200);
    expect((await events(teamId, 'model.default_changed')).map((e) => [e.actor, e.target, e.details])).toEqual([
      [actorOf(owner), { type: 'model_settings', id: teamId }, { model: { from: null, to: 'default' } }],
      [actorOf(owner), { type: 'model_settings', id: teamId }, { model: { from: 'default', to: null } }],
    ]);
  });

  it('endpoint.saved and endpoint.removed: address and model, whether the key changed, never the key', async () => {
    const { owner, teamId } = await createOwner(t);
    const admin = await joinedMember(t, outbox, owner, 'admin');
    const endpoint = { baseUrl: `${llm.url}/v1?tenant=acme`, model: 'team-llm', label: 'Company Llama', apiKey: teamKey };
    expect((await as(admin, 'PUT', '/api/models/team/endpoint', endpoint)).status).toBe(200);
    expect((await as(admin, 'PUT', '/api/models/team/endpoint', { ...endpoint, apiKey: undefined, model: 'team-llm-2' })).status).toBe(200);
    expect((await as(admin, 'PUT', '/api/models/team/endpoint', { ...endpoint, baseUrl: 'http://127.0.0.1:1/v1' })).status).toBe(400);
    expect((await as(admin, 'PUT', '/api/models/team/default', { model: 'team' })).status).toBe(200);
    expect((await as(admin, 'DELETE', '/api/models/team/endpoint')).status).toBe(200);
    expect((await as(admin, 'DELETE', '/api/models/team/endpoint')).status).toBe(200);
    const address = `${llm.url}/v1`;
    expect((await events(teamId, 'endpoint.saved')).map((e) => e.details)).toEqual([
      { baseUrl: { from: null, to: address }, model: { from: null, to: 'team-llm' }, keyChanged: true, hasKey: true },
      { baseUrl: { from: address, to: address }, model: { from: 'team-llm', to: 'team-llm-2' }, keyChanged: false, hasKey: true },
    ]);
    expect(await events(teamId, 'endpoint.removed')).toMatchObject([
      { actor: actorOf(admin), target: { type: 'endpoint', id: teamId, name: 'Company Llama' }, details: { baseUrl: address, model: 'team-llm-2', defaultModel: { from: 'team', to: null } } },
    ]);
    const log = JSON.stringify(await teamEvents(t.database.db, teamId));
    expect(log).not.toContain(teamKey);
    expect(log).not.toContain('tenant=acme');
  });
});

describe('billing.plan_changed', () => {
  it("records the team owner's plan changing: the owner's own checkout, or the system's sync; once each", async () => {
    const { owner, teamId } = await createOwner(t);
    // The owner's Pro lapses, as a webhook's sync would find it: the system is the actor.
    const [own] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, owner.id));
    await t.database.db.insert(testSubscriptions).values({ id: own!.id, userId: owner.id, customerId: own!.customerId, priceKey: 'pro_monthly', status: 'canceled', currentPeriodEnd: new Date() });
    const ctx = billingContext({ env: t.env, db: t.database.db, logger: { warn() {}, info() {}, error() {} } as never });
    await syncSubscription(ctx, own!.id);
    await syncSubscription(ctx, own!.id);
    // The owner buys Pro again through the test checkout: they are the actor, and the success page's sync adds nothing.
    const started = await as(owner, 'POST', '/api/stripe/create-checkout-session', { planType: 'pro', priceId: 'pro_monthly', userId: owner.id, email: owner.email });
    const session = new URL(started.body.url as string).searchParams.get('session_id')!;
    expect((await as(owner, 'POST', `/api/billing/test-checkout/${session}/pay`, {})).status).toBe(200);
    expect((await as(owner, 'GET', `/api/billing/checkout-sessions/${session}`)).body).toMatchObject({ status: 'complete' });
    expect((await events(teamId, 'billing.plan_changed')).map((e) => [e.actor, e.target?.type, e.details])).toEqual([
      [null, 'subscription', { plan: { from: 'pro', to: 'free' } }],
      [actorOf(owner), 'subscription', { plan: { from: 'free', to: 'pro' } }],
    ]);
  });

  it("writes nothing for a member's own plan, nor for a sync that changes no plan", async () => {
    const { owner, teamId } = await createOwner(t);
    const member = await joinedMember(t, outbox, owner, 'member');
    const started = await as(member, 'POST', '/api/stripe/create-checkout-session', { planType: 'plus', priceId: 'plus_monthly', userId: member.id, email: member.email });
    const session = new URL(started.body.url as string).searchParams.get('session_id')!;
    expect((await as(member, 'POST', `/api/billing/test-checkout/${session}/pay`, {})).status).toBe(200);
    expect(await events(teamId, 'billing.plan_changed')).toEqual([]);
  });
});
