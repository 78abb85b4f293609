import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeTestApp, signedEvent } from '../testing/billing-test-kit.ts';
import type { TestApp } from '../testing/test-app.ts';
import { parseExposition, total } from '../testing/metrics-for-test.ts';

const token = 'metrics-token-0123456789';
let t: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, close } = await createStripeTestApp({ vars: { METRICS_TOKEN: token } }));
});
afterAll(() => close());

const scrape = async () => parseExposition(await (await t.app.request('/metrics', { headers: { authorization: `Bearer ${token}` } })).text());

describe('selecta_stripe_events_total', () => {
  it('counts deliveries by verified type and outcome; an unverified body never names the type', async () => {
    const before = await scrape();
    const ignored = signedEvent('charge.succeeded', { id: 'ch_1', object: 'charge' });
    expect((await t.app.request('/api/stripe/webhook', ignored.init)).status).toBe(200);
    expect((await t.app.request('/api/stripe/webhook', ignored.init)).status).toBe(200);
    const forged = signedEvent('attacker.chosen.type', {}, { secret: 'whsec_wrong' });
    expect((await t.app.request('/api/stripe/webhook', forged.init)).status).toBe(400);
    const after = await scrape();
    const delta = (labels: Record<string, string>) => total(after, 'selecta_stripe_events_total', labels) - total(before, 'selecta_stripe_events_total', labels);
    expect(delta({ type: 'charge.succeeded', outcome: 'ignored' }) + delta({ type: 'charge.succeeded', outcome: 'duplicate' })).toBe(2);
    expect(delta({ type: 'unverified', outcome: 'invalid_signature' })).toBe(1);
    expect(after.some((sample) => sample.labels.type === 'attacker.chosen.type')).toBe(false);
  });
});
