import { createHmac } from 'node:crypto';
import { embeddedAnonKey } from '@selecta/shared/auth';
import { startStripeDouble, type StripeDouble } from '@selecta/test-doubles/stripe-server';
import { type RunningServer, startServer } from '../support/start-server.ts';
import { expect, test, uniqueEmail } from '../support/fixtures.ts';
import { planOf } from './billing-helpers.ts';

const secret = 'whsec_e2e_secret';

/** Stripe's documented signature: `t=<unix>,v1=<hex HMAC-SHA256 of "t.body">` (the server checks it with stripe-node). */
function stripeSignature(payload: string): string {
  const t = Math.floor(Date.now() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex')}`;
}
const prices = { plus_monthly: 'price_plus_m', plus_yearly: 'price_plus_y', pro_monthly: 'price_pro_m', pro_yearly: 'price_pro_y' };

// The built server in Stripe mode, its SDK pointed at the Stripe test double; Stripe's hosted pages are stood in for.
let stripe: StripeDouble;
let server: RunningServer;
test.beforeAll(async () => {
  stripe = await startStripeDouble({ prices: { price_plus_m: 'month', price_plus_y: 'year', price_pro_m: 'month', price_pro_y: 'year' } });
  server = await startServer({
    STRIPE_SECRET_KEY: 'sk_test_e2e',
    STRIPE_WEBHOOK_SECRET: secret,
    STRIPE_API_URL: stripe.url,
    STRIPE_PRICE_PLUS_MONTHLY: prices.plus_monthly,
    STRIPE_PRICE_PLUS_YEARLY: prices.plus_yearly,
    STRIPE_PRICE_PRO_MONTHLY: prices.pro_monthly,
    STRIPE_PRICE_PRO_YEARLY: prices.pro_yearly,
  });
});
test.afterAll(async () => {
  await server?.stop();
  await stripe?.close();
});

test('Stripe mode: Pro from the home page, paid at Stripe, webhook over real HTTP, verified success page, dashboard Pro', async ({ page, request }) => {
  const signup = await request.post(`${server.url}/auth/v1/signup`, {
    headers: { apikey: embeddedAnonKey },
    data: { email: uniqueEmail('stripe'), password: 'a good passphrase 1', data: {} },
  });
  const session = await signup.json();
  const auth = { authorization: `Bearer ${session.access_token as string}` };
  await page.goto(`${server.url}/en/privacy`);
  await page.evaluate((value) => localStorage.setItem('sb-localhost-auth-token', value), JSON.stringify(session));

  // Stripe's hosted checkout is not reachable offline: answer its URL with a stand-in page.
  await page.route('https://checkout.stripe.test/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Stripe Checkout</title><h1>Stripe Checkout</h1>' }));
  await page.goto(`${server.url}/en`);
  await page.waitForLoadState('networkidle'); // the cards are prerendered: a click before hydration does nothing
  await page.getByRole('button', { name: 'Choose Pro' }).click();
  await page.waitForURL(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
  const checkoutSession = [...stripe.sessions.values()].find((s) => s.client_reference_id === session.user.id)!;
  expect(checkoutSession.success_url).toBe(`${server.url}/en/payment-success?session_id={CHECKOUT_SESSION_ID}`);

  // The customer pays; Stripe sends the webhook (pretty-printed bytes, as signed) before the browser returns.
  const sub = stripe.completeCheckout(checkoutSession.id);
  const payload = JSON.stringify({ id: 'evt_e2e_1', object: 'event', type: 'checkout.session.completed', created: Math.floor(Date.now() / 1000), data: { object: { ...checkoutSession, status: 'complete', subscription: sub.id } } }, null, 2);
  const hook = await request.post(`${server.url}/api/stripe/webhook`, {
    headers: { 'stripe-signature': stripeSignature(payload), 'content-type': 'application/json' },
    data: payload,
  });
  expect(hook.status()).toBe(200);
  expect(await planOf(request, auth, server.url)).toBe('pro');

  await page.goto(checkoutSession.success_url.replace('{CHECKOUT_SESSION_ID}', checkoutSession.id));
  await expect(page.getByTestId('payment-status')).toHaveText('Thank you! Your account has been upgraded and your subscription is active.');
  await page.goto(`${server.url}/en/dashboard`);
  await expect(page.getByTestId('dashboard-plan')).toHaveText('Pro');
  expect(server.output()).not.toContain(session.access_token as string);
});
