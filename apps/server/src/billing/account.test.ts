import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeDouble } from '@selecta/test-doubles/stripe-server';
import type { TestApp } from '../testing/test-app.ts';
import { createTestUser } from '../testing/test-user.ts';
import { cancelLiveSubscriptions, billingHistory } from './account.ts';
import { authed, createStripeTestApp, postJson } from '../testing/billing-test-kit.ts';
import { Writable } from 'node:stream';
import type { AppDeps } from '../lib/app-deps.ts';
import { createLogger } from '../lib/logger.ts';

let t: TestApp;
let stripe: StripeDouble;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, stripe, close } = await createStripeTestApp());
});
afterAll(() => close());

/** What the account domain will pass: the app's dependencies. */
const appDeps = (): AppDeps => ({ env: t.env, db: t.database.db, logger: createLogger(t.env, new Writable({ write: (_c, _e, done) => done() })) });

describe('billing for the account domain', () => {
  it('cancels live subscriptions at Stripe before an account is deleted, and exports the billing history', async () => {
    const user = await createTestUser(t);
    await t.app.request('/api/billing/trial', postJson(user, {}));
    const history = await billingHistory(appDeps(), user.id);
    expect(history.subscriptions).toEqual([expect.objectContaining({ plan: 'plus', interval: 'monthly', status: 'trialing' })]);
    expect(history.customerId).toMatch(/^cus_/);

    expect(await cancelLiveSubscriptions(appDeps(), user.id)).toBe(1);
    expect(stripe.requests.some((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${history.subscriptions[0]!.id}`)).toBe(true);
    expect(await (await t.app.request('/api/auth/user/plan', authed(user))).json()).toEqual({ plan: 'free' });
    expect(await cancelLiveSubscriptions(appDeps(), user.id)).toBe(0);
  });
});
