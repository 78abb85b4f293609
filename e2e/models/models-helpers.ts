import type { APIRequestContext, Page } from '@playwright/test';
import { signedInBuyer } from '../billing/billing-helpers.ts';

/** A catalogue of one basic and one advanced model (no provider is called by these pages). */
export const catalogue = JSON.stringify([
  { id: 'fast', label: 'Swift Mini', tier: 'basic', provider: 'openai-compatible', model: 'small', baseUrl: 'http://127.0.0.1:9/v1' },
  { id: 'smart', label: 'Deep Thinker', tier: 'advanced', provider: 'openai-compatible', model: 'big', baseUrl: 'http://127.0.0.1:9/v1' },
]);

/** A new account signed in in this browser, on Pro through the built-in test checkout (the real session → plan path). */
export async function signedInPro(page: Page, request: APIRequestContext, origin: string) {
  const buyer = await signedInBuyer(page, request);
  const session = await request.post(`${origin}/api/stripe/create-checkout-session`, { headers: buyer.auth, data: { planType: 'pro', priceId: 'pro_monthly', email: buyer.email } });
  if (!session.ok()) throw new Error(`checkout failed: ${session.status()} ${await session.text()}`);
  const id = new URL(((await session.json()) as { url: string }).url).searchParams.get('session_id');
  const paid = await request.post(`${origin}/api/billing/test-checkout/${id}/pay`, { headers: buyer.auth, data: {} });
  if (!paid.ok()) throw new Error(`payment failed: ${paid.status()} ${await paid.text()}`);
  return buyer;
}
