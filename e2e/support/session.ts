import type { APIRequestContext, Page } from '@playwright/test';
import { embeddedAnonKey } from '@selecta/shared/auth';
import { uniqueEmail } from './fixtures.ts';

export const authHeaders = { apikey: embeddedAnonKey, 'x-supabase-api-version': '2024-01-01' };
export const testPassword = 'correct horse 42';

/** A user created through the real `POST /auth/v1/signup`; returns its session JSON. */
export async function createUser(request: APIRequestContext, email = uniqueEmail()) {
  const response = await request.post('/auth/v1/signup', { headers: authHeaders, data: { email, password: testPassword, data: {} } });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()}`);
  const session = (await response.json()) as { access_token: string };
  return { email, password: testPassword, session, bearer: { authorization: `Bearer ${session.access_token}` } };
}

/** A new user, signed in in this browser the way supabase-js stores it after a login. Leaves the page on `/{lang}/privacy`. */
export async function signIn(page: Page, request: APIRequestContext, lang: 'en' | 'es' = 'en') {
  const user = await createUser(request);
  await page.goto(`/${lang}/privacy`);
  const key = `sb-${new URL(page.url()).hostname.split('.')[0]}-auth-token`;
  await page.evaluate(([k, v]) => localStorage.setItem(k!, v!), [key, JSON.stringify(user.session)]);
  return user;
}
