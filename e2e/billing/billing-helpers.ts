import type { APIRequestContext, Page } from '@playwright/test';
import { signedInUser, signInByApi } from '../account/account-helpers.ts';

/** A new account signed in in this browser, plus its bearer headers for checking the API. */
export async function signedInBuyer(page: Page, request: APIRequestContext) {
  const { email, password } = await signedInUser(page, request);
  const session = await (await signInByApi(request, email, password)).json();
  return { email, auth: { authorization: `Bearer ${session.access_token as string}` } };
}

/** The bearer headers of the session supabase-js keeps in this page's storage. */
export async function storedAuth(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('sb-') && k.endsWith('-auth-token'));
    return key ? (JSON.parse(localStorage.getItem(key)!) as { access_token: string }).access_token : null;
  });
  if (!token) throw new Error('no stored session');
  return { authorization: `Bearer ${token}` };
}

export async function planOf(request: APIRequestContext, auth: Record<string, string>, origin = ''): Promise<string> {
  return ((await (await request.get(`${origin}/api/auth/user/plan`, { headers: auth })).json()) as { plan: string }).plan;
}
