import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { startStripeDouble, type StripeDouble } from '@selecta/test-doubles/stripe-server';
import { createTestApp, type TestApp } from './test-app.ts';
import type { TestUser } from './test-user.ts';

export const publicUrl = 'https://selecta.test';
export const webhookSecret = 'whsec_test_secret';
export const stripePrices = {
  plus_monthly: 'price_plus_month',
  plus_yearly: 'price_plus_year',
  pro_monthly: 'price_pro_month',
  pro_yearly: 'price_pro_year',
} as const;

/** The real app in Stripe mode, its SDK pointed at the Stripe test double. */
export async function createStripeTestApp(options: { latencyMs?: number; vars?: Record<string, string> } = {}): Promise<{ t: TestApp; stripe: StripeDouble; dataDir: string; close(): Promise<void> }> {
  const stripe = await startStripeDouble({
    prices: { [stripePrices.plus_monthly]: 'month', [stripePrices.plus_yearly]: 'year', [stripePrices.pro_monthly]: 'month', [stripePrices.pro_yearly]: 'year' },
    ...(options.latencyMs === undefined ? {} : { latencyMs: options.latencyMs }),
  });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'selecta-billing-'));
  const t = await createTestApp({
    DATA_DIR: dataDir,
    PUBLIC_URL: publicUrl,
    STRIPE_SECRET_KEY: 'sk_test_double',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: stripe.url,
    STRIPE_PRICE_PLUS_MONTHLY: stripePrices.plus_monthly,
    STRIPE_PRICE_PLUS_YEARLY: stripePrices.plus_yearly,
    STRIPE_PRICE_PRO_MONTHLY: stripePrices.pro_monthly,
    STRIPE_PRICE_PRO_YEARLY: stripePrices.pro_yearly,
    ...options.vars,
  });
  return { t, stripe, dataDir, close: async () => void (await Promise.all([t.close(), stripe.close(), rm(dataDir, { recursive: true, force: true })])) };
}

export function authed(user: TestUser, init: RequestInit = {}): RequestInit {
  return { ...init, headers: { authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/json', ...init.headers } };
}

export function postJson(user: TestUser, body: unknown): RequestInit {
  return authed(user, { method: 'POST', body: JSON.stringify(body) });
}

let eventCounter = 0;

/** A Stripe event signed the way Stripe signs it (stripe-node's own test header). */
export function signedEvent(type: string, object: object, opts: { id?: string; timestamp?: number; secret?: string } = {}) {
  const event = { id: opts.id ?? `evt_test_${Date.now()}_${++eventCounter}`, object: 'event', api_version: '2026-10-28.endive', created: Math.floor(Date.now() / 1000), livemode: false, type, data: { object } };
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? webhookSecret, ...(opts.timestamp ? { timestamp: opts.timestamp } : {}) });
  return { event, payload, init: { method: 'POST', headers: { 'stripe-signature': signature, 'content-type': 'application/json' }, body: payload } satisfies RequestInit };
}
