import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTestUser, type TestUser } from '../testing/test-user.ts';
import { checkoutBucket } from './checkout-rate-limit.ts';
import { postJson } from '../testing/billing-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const checkout = (user: TestUser) => t.app.request('/api/stripe/create-checkout-session', postJson(user, { planType: 'plus', priceId: 'plus_monthly' }));

describe('billing actions are rate limited per account', () => {
  it(`answers ${checkoutBucket.burst} checkouts at once and refuses the next with 429 and Retry-After`, async () => {
    const user = await createTestUser(t);
    const answers = await Promise.all(Array.from({ length: checkoutBucket.burst + 1 }, () => checkout(user)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(checkoutBucket.burst);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused).toHaveLength(1);
    expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused[0]!.json()).toMatchObject({ code: 'rate_limited', message: expect.stringContaining('Try again in') });
    // The portal and the trial call the payment provider too, and share the bucket.
    const portal = await t.app.request('/api/billing/portal', postJson(user, { locale: 'es' }));
    expect(portal.status).toBe(429);
    const trial = await t.app.request('/api/billing/trial', postJson(user, {}));
    expect(trial.status).toBe(429);
  });

  it("does not count one account's clicks against another", async () => {
    const busy = await createTestUser(t);
    await Promise.all(Array.from({ length: checkoutBucket.burst + 2 }, () => checkout(busy)));
    const other = await createTestUser(t);
    expect((await checkout(other)).status).toBe(200);
  });

  it('refuses a signed-out request with 401 before counting anything', async () => {
    const res = await t.app.request('/api/stripe/create-checkout-session', { method: 'POST', body: '{}' });
    expect(res.status).toBe(401);
  });
});
